import { describe, expect, it } from "vitest";
import { COMMENTS_PER_PAGE } from "../../app/comments/comment.server";
import { databaseCost } from "../support/background";
import { decode, getPage, postForm, testDb } from "../support/site";

const texts = (html: string) => [...html.matchAll(/class="comment-text">([^<]*)</g)].map((m) => decode(m[1]));
const olderLink = (html: string) =>
  html.match(/<a [^>]*href="([^"]*before=\d+[^"]*)"[^>]*>Older comments<\/a>/)?.[1]?.replaceAll("&amp;", "&") ?? null;
const numbered = (prefix: string, from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `${prefix} ${String(from - i).padStart(4, "0")}`);

/** Top-level comments "<prefix> 0001" … on a recipe, oldest first, straight into the database; their ids by number. */
async function addComments(recipe: number, prefix: string, from: number, to: number) {
  await testDb().query(
    `INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date)
     SELECT 'main', $1, 'Pager', 4, $2 || ' ' || lpad(n::text, 4, '0'), '2026-Nov-1' FROM generate_series($3::int, $4::int) n ORDER BY n`,
    [recipe, prefix, from, to],
  );
  const rows = await testDb().query<{ comment_id: number; comment: string }>(
    "SELECT comment_id, comment FROM comments2 WHERE recipe = $1 AND comment LIKE $2 || ' %'",
    [recipe, prefix],
  );
  return new Map(rows.map((r) => [Number(r.comment.slice(prefix.length + 1)), r.comment_id]));
}

describe("comments in pages", () => {
  it("a page shows the newest 20; 'Older comments' links reach the rest without JavaScript, and a new comment shifts none of them", async () => {
    const slug = "homemadehamburgerhelper";
    const ids = await addComments(25, "Paged", 1, 45);
    const total = Number((await testDb().query("SELECT count(*)::int AS n FROM comments2 WHERE recipe = 25"))[0].n);

    const first = (await getPage(`/${slug}`)).html;
    expect(texts(first)).toEqual(numbered("Paged", 45, 26));
    expect(first).toContain(`Comments (<!-- -->${total}<!-- -->)`);
    const second = olderLink(first)!;
    expect(second).toBe(`/${slug}?before=${ids.get(26)}#comments-heading`);

    const page2 = (await getPage(second)).html;
    expect(texts(page2)).toEqual(numbered("Paged", 25, 6));
    expect(page2).toContain(`Comments (<!-- -->${total}<!-- -->)`);
    expect(page2).toMatch(new RegExp(`<a [^>]*href="/${slug}#comments-heading"[^>]*>Newest comments</a>`));
    const third = olderLink(page2)!;
    const page3 = (await getPage(third)).html;
    expect(texts(page3)).toEqual(numbered("Paged", 5, 1));
    expect(olderLink(page3)).toBeNull();

    const res = await postForm(`/${slug}`, { intent: "comment", recipe: "25", name: "Late", rating: "5", comment: "Newest of all" });
    expect(res.status).toBe(303);
    expect(texts((await getPage(`/${slug}`)).html)[0]).toBe("Newest of all");
    expect(texts((await getPage(second)).html)).toEqual(numbered("Paged", 25, 6));
  });

  it("a thread on an older page opens there, and a reply posted from it comes back to it", async () => {
    const slug = "homemadehamburgerhelper";
    const ids = await addComments(25, "Threaded", 1, 30);
    const cursor = ids.get(11)!;
    const parent = ids.get(3)!;
    const res = await postForm(`/${slug}?before=${cursor}&reply=${parent}&thread=${parent}`, {
      intent: "reply",
      recipe: "25",
      reply_to: String(parent),
      thread: String(parent),
      before: String(cursor),
      name: "Deep",
      comment: "Found it on page two",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^/${slug}\\?before=${cursor}&thread=${parent}#comment-\\d+$`));
    const page = (await getPage(location)).html;
    expect(texts(page)).toContain("Threaded 0003");
    expect(texts(page)).toContain("Found it on page two");

    const olderPage = (await getPage(`/${slug}?before=${cursor}`)).html;
    expect(olderPage).toContain(`href="/${slug}?before=${cursor}&amp;thread=${parent}#comment-${parent}"`);
    expect(olderPage).toContain(`href="/${slug}?before=${cursor}&amp;reply=${parent}&amp;thread=${parent}#reply-${parent}"`);
  });

  it("a recipe with 2,000 comments answers with the same round trip, rows and size as one with 20", async () => {
    const measure = async () => {
      const {
        result: { status, html },
        trips,
        rows,
      } = await databaseCost(() => getPage("/tacoseasoning"));
      return { status, bytes: Buffer.byteLength(html), trips, rows, shown: texts(html).length };
    };
    await addComments(19, "Bulk", 1, 20);
    const twenty = await measure();
    await addComments(19, "Bulk", 21, 2000);
    const twoThousand = await measure();
    expect(twenty).toMatchObject({ status: 200, trips: 1, shown: 20 });
    expect(twoThousand).toMatchObject({ status: 200, trips: 1, shown: 20 });
    // The page's comments, one more to know an older page exists, and the rating summary.
    expect(twoThousand.rows).toBeLessThanOrEqual(COMMENTS_PER_PAGE + 2);
    // Only the counts and the comments' ids grow by a digit or two.
    expect(Math.abs(twoThousand.bytes - twenty.bytes)).toBeLessThan(1000);
  });
});
