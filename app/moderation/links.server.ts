// GET only asks (mail scanners open links); the button's POST acts.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { commentId } from "~/comments/params";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { formSecret } from "~/forms/guard.server";
import { commentForModeration, setCommentHidden, type ModeratedComment } from "./moderation.server";
import { findRecipeById } from "~/recipes/index";
import type { Recipe } from "~/recipes/types";
import { isModerationAction, moderationPath, verifyModeration, type ModerationAction } from "~/mailing/signed-links.server";

export interface ShownComment extends Pick<
  ModeratedComment,
  "comment_id" | "name" | "rating" | "comment" | "date" | "hidden" | "under_hidden" | "replies_below"
> {
  recipe: { title: string; slug: string } | null;
}

export type ModerationPage =
  | { state: "ask"; action: ModerationAction; comment: ShownComment }
  | { state: "done"; action: ModerationAction; changed: boolean; comment: ShownComment; undoPath: string }
  | { state: "refused" | "missing" | "unavailable" | "method" };

const answer = (page: ModerationPage, status: number) => data(page, { status });

async function verifiedLink(request: Request, params: LoaderFunctionArgs["params"], context: AppLoadContext) {
  const action = params.action;
  // /comments/:id/<anything else> is no page of ours.
  if (!isModerationAction(action)) throw data("Not found", { status: 404 });
  const id = commentId(params.id);
  const signature = new URL(request.url).searchParams.get("sig");
  const secret = formSecret(context.cloudflare.env);
  const valid = id !== null && (await verifyModeration(secret, id, action, signature));
  return valid ? { id, action, secret } : null;
}

function shown(c: ModeratedComment): ShownComment {
  const recipe: Recipe | undefined = findRecipeById(c.recipe);
  const { comment_id, name, rating, comment, date, hidden, under_hidden, replies_below } = c;
  return {
    comment_id,
    name,
    rating,
    comment,
    date,
    hidden,
    under_hidden,
    replies_below,
    recipe: recipe ? { title: recipe.title, slug: recipe.slug } : null,
  };
}

export async function moderationLoader({ request, params, context }: LoaderFunctionArgs) {
  const link = await verifiedLink(request, params, context);
  if (!link) return answer({ state: "refused" }, 403);
  try {
    const comment = await commentForModeration(getDb(context), link.id);
    if (!comment) return answer({ state: "missing" }, 404);
    return answer({ state: "ask", action: link.action, comment: shown(comment) }, 200);
  } catch (e) {
    expectDatabaseFailure(e, `moderation of comment ${link.id}: database unavailable`);
    return answer({ state: "unavailable" }, 503);
  }
}

export async function moderationAction({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer({ state: "method" }, 405);
  const link = await verifiedLink(request, params, context);
  if (!link) return answer({ state: "refused" }, 403);
  let result: Awaited<ReturnType<typeof setCommentHidden>>;
  try {
    result = await setCommentHidden(getDb(context), link.id, link.action === "hide");
  } catch (e) {
    expectDatabaseFailure(e, `moderation of comment ${link.id}: not saved`);
    return answer({ state: "unavailable" }, 503);
  }
  if (!result) return answer({ state: "missing" }, 404);
  const comment = shown(result.comment);
  if (result.changed) {
    console.log(`comment ${link.id} ${link.action === "hide" ? "hidden" : "shown again"} by the owner's link`);
    if (comment.recipe) await context.edgeCache?.purgeRecipe(comment.recipe.slug);
  }
  const undo: ModerationAction = link.action === "hide" ? "show" : "hide";
  return answer(
    { state: "done", action: link.action, changed: result.changed, comment, undoPath: await moderationPath(link.secret, link.id, undo) },
    200,
  );
}
