// Client-safe; ./schema.server reads the same limits (docs/decisions/007-form-schemas.md).
import { EMAIL_INPUT } from "~/utils/email";

export const COMMENT_LIMITS = { name: 80, email: EMAIL_INPUT.maxLength, comment: 5000, reply: 255 } as const;
export const DEFAULT_RATING = 5;
/** The author's own answers may run as long as a comment; a visitor's reply stays at the original 255. */
export const AUTHOR_REPLY_LIMIT = COMMENT_LIMITS.comment;

export const FIELDS = {
  name: { name: "name", type: "text", required: true, maxLength: COMMENT_LIMITS.name, autoComplete: "name" },
  email: { ...EMAIL_INPUT, name: "email" },
  comment: { name: "comment", required: true, maxLength: COMMENT_LIMITS.comment },
  reply: { name: "comment", required: true, maxLength: COMMENT_LIMITS.reply },
  notify: { name: "notify", type: "checkbox", value: "on" },
} as const;

export const NOTIFY_LABEL = "E-mail me when someone replies";
export const NOTIFY_NEEDS_EMAIL = "Please give your e-mail address above so we can tell you, or untick this box.";

export type CommentIntent = "comment" | "reply";

export interface CommentValues {
  name: string;
  email: string;
  /** "on" when "E-mail me when someone replies" was ticked. */
  notify: string;
  rating: string;
  comment: string;
}

export type FieldErrors = Partial<Record<keyof CommentValues | "form", string>>;

// The original site's date format, "2025-Jan-5", with its month labels.
export const MONTH_LABELS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];

// `offsetMinutes` east of UTC, from the browser (the form's `tz`); UTC without JavaScript.
export function commentDate(when: Date, offsetMinutes = 0): string {
  const local = new Date(when.getTime() + offsetMinutes * 60_000);
  return `${local.getUTCFullYear()}-${MONTH_LABELS[local.getUTCMonth()]}-${local.getUTCDate()}`;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A stored comment date as a reader says it: "2025-Jan-5" is "5 January 2025"; anything else as it is. */
export function spokenDate(stored: string): string {
  const [, year, month, day] = /^(\d{4})-([A-Za-z]+)-(\d{1,2})$/.exec(stored) ?? [];
  const at = MONTH_LABELS.indexOf(month);
  return at < 0 ? stored : `${Number(day)} ${MONTH_NAMES[at]} ${year}`;
}

// Within the world's offsets (-12:00 to +14:00), else 0.
export function utcOffsetMinutes(value: FormDataEntryValue | null): number {
  if (typeof value !== "string" || !/^-?\d{1,3}$/.test(value)) return 0;
  const minutes = Number(value);
  return minutes >= -720 && minutes <= 840 ? minutes : 0;
}
