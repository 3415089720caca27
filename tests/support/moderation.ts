/** Posting comments on taco seasoning and pressing the owner's hide and show links, for the moderation tests over plain HTTP. */
import { expect } from "vitest";
import { decode, getPage, postForm, randomIp, siteUrl, testDb } from "./site";

// Taco seasoning (19) is no other test's: its counts are the moderation tests' to check.
export const TACO = { id: 19, path: "/tacoseasoning" };
export { tag } from "./comments";

async function post(fields: Record<string, string>, ip = randomIp()) {
  const res = await postForm(TACO.path, { recipe: String(TACO.id), name: "Mod", ...fields }, siteUrl(), ip);
  expect(res.status).toBe(303);
  return Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
}
export const comment = (text: string, rating = "1", ip?: string) => post({ intent: "comment", rating, comment: text }, ip);
export const reply = (parent: number, text: string) =>
  post({ intent: "reply", reply_to: String(parent), thread: String(parent), comment: text });

/** What the recipe page says: its comment count, its rating, its structured data's rating. */
export async function pageSummary(path = TACO.path) {
  const { html } = await getPage(path);
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
  return {
    html,
    count: Number(decode(html.match(/id="comments-heading">([^<]*(?:<!-- -->[^<]*)*)</)![1]).match(/\((\d+)\)/)![1]),
    rating: html.match(/aria-label="(Rated [^"]*|Not rated yet)"/)![1],
    ld: ld.aggregateRating ?? null,
  };
}

export const hiddenAt = async (id: number) =>
  (await testDb().query<{ hidden_at: Date | null }>("SELECT hidden_at FROM comments2 WHERE comment_id = $1", [id]))[0]?.hidden_at ?? null;

/** A POST as the moderation page's button sends it (same-site, no fields). */
export function press(url: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: new URL(url).origin,
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": randomIp(),
      ...headers,
    },
    body: "",
  });
}
