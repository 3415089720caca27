/**
 * The comment and reply forms' one schema: the HTML attributes of their
 * fields and the server's checks both come from here.
 */

import { EMAIL_INPUT, isEmailAddress } from "~/forms/email";

export const COMMENT_LIMITS = { name: 80, email: EMAIL_INPUT.maxLength, comment: 5000, reply: 255 } as const;
export const DEFAULT_RATING = 5;

export const FIELDS = {
  name: { name: "name", type: "text", required: true, maxLength: COMMENT_LIMITS.name, autoComplete: "name" },
  email: { ...EMAIL_INPUT, name: "email" },
  comment: { name: "comment", required: true, maxLength: COMMENT_LIMITS.comment },
  reply: { name: "comment", required: true, maxLength: COMMENT_LIMITS.reply },
} as const;

export type CommentIntent = "comment" | "reply";

export interface CommentValues {
  name: string;
  email: string;
  rating: string;
  comment: string;
}

export type FieldErrors = Partial<Record<keyof CommentValues | "form", string>>;

export interface CheckedComment {
  intent: CommentIntent;
  recipe: number;
  replyTo: string;
  name: string;
  /** Stored for comments, never for replies. */
  email: string | null;
  rating: number | null;
  comment: string;
}

export type CommentCheck =
  { ok: true; value: CheckedComment; values: CommentValues } | { ok: false; errors: FieldErrors; values: CommentValues };

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

/** Characters no comment needs: NUL and other control characters except newline and tab. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Checks a posted comment or reply. `recipeId` is the page's recipe; a form
 * naming another recipe is refused. Whether reply_to exists is the
 * database's to say.
 */
export function checkComment(form: FormData, recipeId: number): CommentCheck {
  const sentIntent = text(form, "intent");
  const intent: CommentIntent = sentIntent === "reply" ? "reply" : "comment";
  const values: CommentValues = {
    name: text(form, "name"),
    email: intent === "reply" ? "" : text(form, "email"),
    rating: text(form, "rating"),
    comment: text(form, "comment"),
  };
  const errors: FieldErrors = {};
  // A name is one line: line breaks and tabs become spaces.
  const name = values.name
    .replace(/[\u0000-\u001F\u007F]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  const email = values.email.trim();
  const comment = values.comment.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();
  const limit = intent === "reply" ? COMMENT_LIMITS.reply : COMMENT_LIMITS.comment;

  if (!name) errors.name = "Please tell us your name.";
  else if (name.length > COMMENT_LIMITS.name) errors.name = `Please keep your name under ${COMMENT_LIMITS.name} characters.`;

  if (email && !isEmailAddress(email)) {
    errors.email = "That doesn't look like an e-mail address. Leave it empty if you'd rather not share one.";
  }

  let rating: number | null = null;
  if (intent === "comment") {
    if (!/^[1-5]$/.test(values.rating.trim())) errors.rating = "Please choose a rating from 1 to 5 stars.";
    else rating = Number(values.rating.trim());
  } else if (values.rating.trim()) {
    errors.rating = "Replies don't carry a rating.";
  }

  if (!comment) errors.comment = intent === "reply" ? "Please write your reply." : "Please write a comment.";
  else if (comment.length > limit) {
    errors.comment = `Please keep it to ${limit.toLocaleString("en-US")} characters (this one has ${comment.length.toLocaleString("en-US")}).`;
  }

  const recipe = Number(text(form, "recipe"));
  if (recipe !== recipeId) errors.form = "This form belongs to another recipe. Please reload the page and try again.";

  const replyTo = intent === "reply" ? text(form, "reply_to").trim() : "main";
  if (intent === "reply" && commentId(replyTo) === null) {
    errors.form = "We couldn't tell which comment you're replying to. Please reload the page and try again.";
  }
  if (sentIntent !== "comment" && sentIntent !== "reply") {
    errors.form = "We couldn't tell what this form was for. Please reload the page and try again.";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    value: { intent, recipe, replyTo, name, email: intent === "comment" && email ? email : null, rating, comment },
  };
}

/** A comment id as written in a form or an address, or null: a positive integer that fits the column (int4). */
export function commentId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The original site's comment date: "2025-Jan-5", with its month labels. */
export const MONTH_LABELS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];

/**
 * The day it is for the writer: `offsetMinutes` east of UTC, as their browser
 * reports it (the form's `tz` field); UTC without JavaScript.
 */
export function commentDate(when: Date, offsetMinutes = 0): string {
  const local = new Date(when.getTime() + offsetMinutes * 60_000);
  return `${local.getUTCFullYear()}-${MONTH_LABELS[local.getUTCMonth()]}-${local.getUTCDate()}`;
}

/** The form's `tz` field: whole minutes east of UTC within the world's offsets (-12:00 to +14:00), else 0. */
export function utcOffsetMinutes(value: FormDataEntryValue | null): number {
  if (typeof value !== "string" || !/^-?\d{1,3}$/.test(value)) return 0;
  const minutes = Number(value);
  return minutes >= -720 && minutes <= 840 ? minutes : 0;
}
