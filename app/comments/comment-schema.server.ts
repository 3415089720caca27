import { z } from "zod";
import { isEmailAddress, localPartWithinLimit } from "~/utils/email";
import { visibleText } from "~/utils/invisible";
import type { FormReading } from "~/forms/guard.server";
import { AUTHORS_NAME_REFUSED, isAuthorsName } from "./author";
import { echoed, firstErrors, sentText, withinLength } from "~/forms/read.server";
import { commentId } from "./params";
import { utcOffsetMinutes } from "~/comment-threads/comment-dates";
import { COMMENT_LIMITS, REPLY_NOTICE_NEEDS_EMAIL, type CommentIntent, type CommentValues } from "./comment-fields";

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const count = (n: number) => n.toLocaleString("en-US");

// A name is shown beside others' words and in the owner's mail: nothing in it may reorder or hide text.
const name = z
  .string()
  .transform((s) =>
    visibleText(s)
      // Every control character and every line break Unicode knows (NEL, U+2028, U+2029 too): a name is one line.
      // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ")
      .replace(/ {2,}/g, " ")
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(1, "Please tell us your name.")
      .refine(...withinLength(COMMENT_LIMITS.name, `Please keep your name under ${COMMENT_LIMITS.name} characters.`))
      // Refused rather than shown unmarked: readers would still take it for the author's word.
      .refine((n) => !isAuthorsName(n), AUTHORS_NAME_REFUSED),
  );

// Counted whole before anything is cut: the message says how long it was.
export const words = (limit: number, empty: string) =>
  z
    .string()
    .transform((s) => s.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim())
    .pipe(
      z
        .string()
        .min(1, empty)
        .refine(...withinLength(limit, (length) => `Please keep it to ${count(limit)} characters (this one has ${count(length)}).`)),
    );

const id = z.string().transform((s) => commentId(s));

const email = z
  .string()
  .trim()
  .refine(...localPartWithinLimit())
  .refine((e) => e === "" || isEmailAddress(e), "That doesn't look like an e-mail address. Leave it empty if you'd rather not share one.")
  .transform((e) => e || null);

// A checkbox sends its value when ticked and nothing otherwise.
const notify = z.string().transform((v) => v !== "");

// Ticked with no address: said beside the box, and nothing is stored, so the writer can add one or untick it.
const needsEmail = (form: { email: string | null; notify: boolean }, ctx: z.RefinementCtx) => {
  if (form.notify && !form.email) ctx.addIssue({ code: "custom", path: ["notify"], message: REPLY_NOTICE_NEEDS_EMAIL });
};

const commentForm = z.object({
  intent: z.literal("comment"),
  name,
  email,
  notify,
  rating: z
    .string()
    .trim()
    .regex(/^[1-5]$/, "Please choose a rating from 1 to 5 stars.")
    .transform(Number),
  comment: words(COMMENT_LIMITS.comment, "Please write a comment."),
  tz: z.string().transform(utcOffsetMinutes),
});
const checkedComment = commentForm.superRefine(needsEmail);

const replyForm = z
  .object({
    intent: z.literal("reply"),
    name,
    email,
    notify,
    rating: z
      .string()
      .trim()
      .refine((rating) => rating === "", "Replies don't carry a rating.")
      .transform(() => null),
    comment: words(COMMENT_LIMITS.reply, "Please write your reply."),
    reply_to: z
      .string()
      .trim()
      .transform((s) => commentId(s))
      .pipe(z.number({ error: "We couldn't tell which comment you're replying to. Please reload the page and try again." })),
    thread: id,
    before: id,
    tz: z.string().transform(utcOffsetMinutes),
  })
  .superRefine(needsEmail)
  .transform(({ reply_to, thread, ...reply }) => ({ ...reply, replyTo: reply_to, thread: thread ?? reply_to }));

const commentFormSchema = z.discriminatedUnion("intent", [checkedComment, replyForm]);

export type CommentForm = z.output<typeof commentFormSchema>;

export interface CommentEcho {
  intent: CommentIntent;
  replyTo: string;
  values: CommentValues;
}

const SENT = ["intent", "recipe", "name", "email", "notify", "rating", "comment", "reply_to", "thread", "before", "tz"] as const;

// Anything but "reply" is checked as a comment, and refused unless it says "comment".
export function readCommentForm(form: FormData, recipeId: number): FormReading<CommentForm, CommentEcho, keyof CommentValues> {
  const sent = Object.fromEntries(SENT.map((field) => [field, sentText(form, field)])) as Record<(typeof SENT)[number], string>;
  const intent: CommentIntent = sent.intent === "reply" ? "reply" : "comment";
  const echo: CommentEcho = {
    intent,
    // Never longer than an id can be plus one: a cut value still matches no comment.
    replyTo: form.get("reply_to") === null ? "main" : sent.reply_to.slice(0, 11),
    values: {
      name: echoed(sent.name, COMMENT_LIMITS.name),
      email: echoed(sent.email, COMMENT_LIMITS.email),
      notify: sent.notify === "" ? "" : "on",
      rating: echoed(sent.rating, 1),
      comment: echoed(sent.comment, intent === "reply" ? COMMENT_LIMITS.reply : COMMENT_LIMITS.comment),
    },
  };
  const parsed = commentFormSchema.safeParse({ ...sent, intent });
  const { reply_to: replyToError, ...errors } = parsed.success ? {} : firstErrors<keyof CommentValues | "reply_to">(parsed.error.issues);
  const formError =
    sent.intent !== "comment" && sent.intent !== "reply"
      ? "We couldn't tell what this form was for. Please reload the page and try again."
      : (replyToError ??
        (Number(sent.recipe) !== recipeId ? "This form belongs to another recipe. Please reload the page and try again." : undefined));
  if (parsed.success && !formError) return { ok: true, value: parsed.data, echo };
  return { ok: false, errors: formError ? { ...errors, form: formError } : errors, echo };
}
