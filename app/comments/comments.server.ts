import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getDb, siteOrigin } from "~/context.server";
import type { Db } from "~/db.server";
import { clientHash, formSecret, judgeSubmission, minFillMs, readForm, REFUSALS, retryToken } from "~/forms/guard.server";
import { addComment, addReply } from "~/models/comment.server";
import { recipePageParams } from "~/recipe-page/params";
import { recipeQuery } from "~/recipes/units";
import type { Recipe } from "~/recipes/schema";
import { checkComment, commentDate, commentId, utcOffsetMinutes, type CommentIntent, type CommentValues, type FieldErrors } from "./form";
import { attemptOwnerNotice, commentPagePath, ownerNotice } from "./notify.server";

export interface CommentActionResult {
  intent: CommentIntent;
  replyTo: string;
  values: CommentValues;
  errors: FieldErrors;
  /** The timing token for sending the form again. */
  token: string;
}

const UNAVAILABLE =
  // When we give up on a query, Neon cancels it and rolls it back, but its
  // commit may have landed just before: say what is known. Posting again is
  // safe, the same words are stored once.
  "Sorry, we couldn't save your comment just now: our database isn't answering. Please post it again in a minute; if the first one did get through, it won't show twice.";

/**
 * Posts a comment or a reply on `recipe`. Success answers with a redirect
 * back to the page (post/redirect/get), opened at the new comment; bad input
 * 400 and a database failure 503, both with everything the visitor typed.
 */
export async function commentAction({ request, context }: ActionFunctionArgs, recipe: Recipe) {
  const env = context.cloudflare.env;
  const secret = formSecret(env);
  const form = (await readForm(request)) ?? new FormData();
  const checked = checkComment(form, recipe.id);
  const replyTo = String(form.get("reply_to") ?? "main");
  const fail = async (errors: FieldErrors, values: CommentValues, status: number) =>
    data<CommentActionResult>(
      { intent: form.get("intent") === "reply" ? "reply" : "comment", replyTo, values, errors, token: await retryToken(env) },
      status,
    );
  if (!form.has("intent")) return fail({ form: REFUSALS.unreadable }, checked.values, 400);
  if (context.postLimited) return fail({ form: REFUSALS.limited }, checked.values, 429);
  const verdict = await judgeSubmission(form, { secret, minFillMs: minFillMs(env) });
  if (verdict === "bot") {
    // A bot sees what a person would (back to the page), and nothing is stored or mailed.
    console.warn(`${new URL(request.url).pathname}: a bot's comment was ignored`);
    return redirect(asTheyRead(`/${recipe.slug}#comments-heading`, request), 303);
  }
  if (verdict === "expired") return fail({ form: REFUSALS.expired }, checked.values, 400);
  if (!checked.ok) return fail(checked.errors, checked.values, 400);

  const c = checked.value;
  const date = commentDate(new Date(), utcOffsetMinutes(form.get("tz")));
  const url = new URL(request.url);
  const client = await clientHash(secret, request);
  const origin = siteOrigin(context, request);
  const sendOwnerMail = context.sendOwnerMail;
  const notice = { notifyOwner: sendOwnerMail !== null, origin };
  let id: number;
  let isNew: boolean;
  let thread: number | null = null;
  let before: number | null = null;
  let db: Db;
  try {
    db = getDb(context);
    if (c.intent === "comment") {
      ({ id, isNew } = await addComment(db, {
        recipe: recipe.id,
        name: c.name,
        email: c.email,
        rating: c.rating!,
        comment: c.comment,
        date,
        client,
        ...notice,
      }));
    } else {
      const added = await addReply(db, {
        recipe: recipe.id,
        parent: Number(c.replyTo),
        name: c.name,
        comment: c.comment,
        date,
        client,
        ...notice,
      });
      if (added === "no-parent") {
        return fail({ form: "The comment you're replying to isn't on this recipe any more." }, checked.values, 400);
      }
      if (added === "parent-hidden") {
        return fail(
          { form: "The comment you're replying to has been taken down, so it can't take replies. Your reply was not posted." },
          checked.values,
          400,
        );
      }
      ({ id, isNew } = added);
      thread = commentId(String(form.get("thread") ?? "")) ?? Number(c.replyTo);
      // The comments page the thread is on, so the page after the redirect shows it.
      before = commentId(String(form.get("before") ?? ""));
    }
  } catch (e) {
    console.error(`${url.pathname}: ${c.intent} not saved:`, e instanceof Error ? e.message : e);
    return fail({ form: UNAVAILABLE }, checked.values, 503);
  }

  const pagePath = commentPagePath(recipe.slug, id, thread, before);
  if (!isNew) {
    // The same words from the same client a moment ago: already stored, already mailed, already purged.
    console.warn(`${url.pathname}: duplicate of comment ${id} ignored`);
    return redirect(asTheyRead(pagePath, request), 303);
  }
  // The page changed: its cached copies go, and the writer's browser skips the cache for a while.
  await context.edgeCache?.commentStored(recipe.slug);
  if (sendOwnerMail) {
    const about = { kind: c.intent, recipeTitle: recipe.title, recipeId: recipe.id, name: c.name, rating: c.rating, comment: c.comment };
    // The visitor never waits for the mail, and a failed mail never fails the
    // comment: its notice stays due and the Cron Trigger sends it later.
    context.cloudflare.ctx.waitUntil(
      ownerNotice(secret, origin, { ...about, id, pagePath })
        .then((mail) => attemptOwnerNotice(db, sendOwnerMail, id, mail, 0))
        // Not even composed: the notice stays held until its lease runs out, then the Cron Trigger sends it.
        .catch((e) => console.error(`owner mail for comment ${id} not composed:`, e instanceof Error ? e.message : e)),
    );
  } else {
    console.warn(`comment ${id} stored; owner mail is not configured`);
  }
  return redirect(asTheyRead(pagePath, request), 303);
}

/**
 * A page path at the scale and units the writer was reading (the form posts
 * to the page's own address, query included), so posting from a metric page
 * at 3X doesn't bring them back to 1X in cups. The owner's mail links the
 * plain page.
 */
function asTheyRead(path: string, request: Request): string {
  const { x, units } = recipePageParams(new URL(request.url).searchParams);
  const view = recipeQuery(x, units).slice(1);
  if (!view) return path;
  const hashAt = path.indexOf("#");
  const [base, hash] = hashAt < 0 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${view}${hash}`;
}
