/**
 * POST /unsubscribe/one-click?email=…&sig=…: the newsletter's one-click
 * unsubscribe (RFC 8058). A mail provider sends it from its own servers,
 * with the body `List-Unsubscribe=One-Click` and no Origin or a foreign one,
 * so it is mounted before the same-site check and the per-client post limit
 * (one provider's address sends for many readers), and it is the only post
 * that is. The signature is its permission; without one nothing changes.
 * The link's page (app/routes/unsubscribe_.one-click.tsx) posts here too.
 */
import type { Handler } from "hono";
import { envDb } from "../app/context.server";
import { DatabaseError } from "../app/db.server";
import { formSecret } from "../app/forms/guard.server";
import { unsubscribeEmail } from "../app/models/subscription.server";
import { ONE_CLICK_FIELD } from "../app/newsletter/one-click";
import { verifyUnsubscribe } from "../app/signed-links.server";
import type { Env } from "../app/env";
import { fromThisSite, messagePage } from "./security";

export { ONE_CLICK_UNSUBSCRIBE_PATH } from "../app/newsletter/one-click";

export const oneClickUnsubscribe: Handler<{ Bindings: Env }> = async (c) => {
  const url = new URL(c.req.url);
  const email = url.searchParams.get("email") ?? "";
  if (!(await verifyUnsubscribe(formSecret(c.env), email, url.searchParams.get("sig")))) {
    return c.html(messagePage("This link isn't valid", "It may have been cut short or changed on its way. Nothing was changed."), 403);
  }
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  if (body[ONE_CLICK_FIELD.name] !== ONE_CLICK_FIELD.value) {
    return c.html(messagePage("Nothing was changed", `An unsubscribe post says ${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}.`), 400);
  }
  try {
    const removed = await unsubscribeEmail(envDb(c.env), email);
    console.log(`one-click unsubscribe: ${removed ? "removed" : "was not on the list"}`);
  } catch (e) {
    if (!(e instanceof DatabaseError)) throw e;
    console.error("one-click unsubscribe failed:", e.message);
    return c.html(messagePage("Please try again in a minute", "Our mailing list isn't answering just now. Nothing was changed."), 503);
  }
  // A reader pressing the page's button sees the page again, saying so; a mail provider gets a plain 200.
  if (fromThisSite(c)) {
    url.searchParams.set("done", "1");
    return c.redirect(`${url.pathname}${url.search}`, 303);
  }
  return c.text("Unsubscribed.", 200, { "cache-control": "no-store" });
};
