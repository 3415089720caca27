// Client-safe; ./comment-schema.server reads the same limits (docs/decisions/007-form-schemas.md).
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

export const REPLY_NOTICE_LABEL = "E-mail me when someone replies";
export const REPLY_NOTICE_NEEDS_EMAIL = "Please give your e-mail address above so we can tell you, or untick this box.";

export type CommentIntent = "comment" | "reply";

export interface CommentValues {
  name: string;
  email: string;
  notify: string;
  rating: string;
  comment: string;
}

export type FieldErrors = Partial<Record<keyof CommentValues | "form", string>>;
