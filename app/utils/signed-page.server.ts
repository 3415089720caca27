// What the pages behind the mails' signed links share: opening one only asks, its button posts to the same address,
// and the answer is that address again with `done=1` (so a reload asks nothing twice).
import { data, redirect } from "@remix-run/cloudflare";
import { expectDatabaseFailure } from "./db.server";

/** After the button: the same signed page, saying it is done. */
export function donePage(request: Request) {
  const url = new URL(request.url);
  url.searchParams.set("done", "1");
  return redirect(`${url.pathname}${url.search}`, 303);
}

/** A database that can't be reached is the page's "try again in a minute", with a 503 and the log saying where; anything else is a bug. */
export function unavailablePage(e: unknown, where: string) {
  expectDatabaseFailure(e, `${where}: database unavailable`);
  return data({ state: "unavailable" as const }, 503);
}

/** A confirmation link's address and the time its request was made (`t`), when its signature holds; `fresh` within `withinMs`. */
export async function confirmationLink(
  request: Request,
  verify: (email: string, sentAt: number, signature: string | null) => Promise<boolean>,
  withinMs: number,
): Promise<{ email: string; sentAt: number; fresh: boolean } | null> {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const sentAt = Number(url.searchParams.get("t"));
  if (!email || !Number.isSafeInteger(sentAt)) return null;
  if (!(await verify(email, sentAt, url.searchParams.get("sig")))) return null;
  return { email, sentAt, fresh: Date.now() - sentAt < withinMs };
}
