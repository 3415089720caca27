import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRecipe } from "../../app/recipes/index";
import { commentFields, PANCAKES, tag } from "../support/comments";
import { search } from "../support/search-cases";
import { emailValue, fieldError, getPage, postForm, siteUrl, testDb } from "../support/site";

// The fuzzed posts go to the tzatziki, whose comments no other test counts.
const TZATZIKI = getRecipe("greektzatziki").id;

// Hostile and random input: control characters, markup, SQL, huge and
// empty values, wrong types. The actions must refuse or accept, never fail,
// and a refusal must leave nothing behind.
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\r\n",
    "<script>alert(1)</script>",
    "'; DROP TABLE comments2; --",
    "%00",
    "${7*7}",
    "NaN",
    "-1",
    "1e309",
    "5.0",
    " 5 ",
  ),
  fc.string({ unit: "binary", minLength: 4990, maxLength: 5100 }),
);

const numberish = fc.oneof(hostile, fc.integer({ min: -5, max: 40 }).map(String));

async function countFor(recipe: number) {
  const [{ n }] = await testDb().query<{ n: number }>("SELECT count(*)::int AS n FROM comments2 WHERE recipe = $1", [recipe]);
  return n;
}

describe("the comment action under fuzzing", () => {
  // A valid form can come up and be stored: take it away again, since the recipe page's tests read this recipe unrated.
  let lastBefore = 0;
  beforeAll(async () => {
    [{ last: lastBefore }] = await testDb().query<{ last: number }>("SELECT coalesce(max(comment_id), 0)::int AS last FROM comments2");
  });
  afterAll(async () => {
    await testDb().query("DELETE FROM comments2 WHERE recipe = $1 AND comment_id > $2", [TZATZIKI, lastBefore]);
  });

  it("never answers 5xx, and stores nothing when it refuses", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          intent: fc.oneof(fc.constantFrom("comment", "reply"), hostile),
          recipe: fc.oneof(fc.constant(String(TZATZIKI)), numberish),
          reply_to: numberish,
          name: hostile,
          email: hostile,
          rating: numberish,
          comment: hostile,
        }),
        async (fields) => {
          const before = await countFor(TZATZIKI);
          const res = await postForm("/greektzatziki", fields);
          expect(res.status, JSON.stringify(fields).slice(0, 200)).toBeLessThan(500);
          expect([303, 400]).toContain(res.status);
          if (res.status === 400) expect(await countFor(TZATZIKI)).toBe(before);
        },
      ),
      // Report the first failing input as it is: shrinking re-posts forms of up to 430 KB, and could outlast the test.
      { numRuns: 80, endOnFailure: true },
    );
  });
});

describe("the newsletter actions under fuzzing", () => {
  it("never answer 5xx, and store nothing when they refuse", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/?index", "/unsubscribe", "/about"), fc.oneof(hostile, fc.emailAddress()), async (path, email) => {
        const res = await postForm(path, { email });
        expect(res.status).toBeLessThan(500);
        expect([200, 400]).toContain(res.status);
        // Postgres cannot hold a NUL character, so no such address can be stored.
        if (res.status === 400 && !email.includes("\u0000")) {
          const rows = await testDb().query("SELECT 1 FROM subscriptions WHERE email = $1", [email.trim()]);
          expect(rows).toHaveLength(0);
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

// What the hostile-input probe sent (issue 35), one request each, as it sent them.
describe("the probe's smaller findings", () => {
  it("a name with a right-to-left override and zero-width characters is stored and shown without them", async () => {
    const name = `\u202Egnp.exe\u202C Bob\u200B ${tag()}`;
    const res = await postForm("/pancakes", commentFields({ name }));
    expect(res.status).toBe(303);
    const clean = `gnp.exe Bob ${name.split(" ").at(-1)}`;
    const [row] = await testDb().query<{ name: string }>("SELECT name FROM comments2 WHERE name = $1", [clean]);
    expect(row?.name).toBe(clean);
    const { html } = await getPage("/pancakes");
    expect(html).toContain(`class="comment-name">${clean}</span>`);
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
  });

  it("a name stored with a right-to-left override before names were cleaned is shown without it", async () => {
    const text = `Stored long ago ${tag()}`;
    const [{ comment_id: id }] = await testDb().query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', $1, $2, 5, $3, '2024-Mar-3') RETURNING comment_id",
      [PANCAKES, "\u202Egnp.exe\u202C Eve", `${text}\u202E`],
    );
    try {
      const { html } = await getPage("/pancakes");
      expect(html).toContain(`class="comment-name">gnp.exe Eve</span>`);
      expect(html).toContain(text);
      expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/);
    } finally {
      await testDb().query("DELETE FROM comments2 WHERE comment_id = $1", [id]);
    }
  });

  it("a search with a zero-width space inside a word finds the word, and keeps an emoji whole", async () => {
    const joined = await search("pan\u200Bcakes", siteUrl());
    expect(joined.html).toContain("<title>“pancakes”: search | ");
    expect(joined.results).toEqual((await search("pancakes", siteUrl())).results);
    expect((await search("👩\u200D🍳", siteUrl())).html).toContain("<title>“👩\u200D🍳”: search | ");
  });

  it("an address with 200 characters before the @ is refused beside the field, and kept", async () => {
    const email = `${"a".repeat(200)}@example.com`;
    const sub = await postForm("/?index", { email });
    expect(sub.status).toBe(400);
    expect(fieldError(sub.html)).toBe("The part before the @ can be 64 characters at most (this one has 200).");
    expect(emailValue(sub.html)).toBe(email);
    expect(await testDb().query("SELECT 1 FROM subscriptions WHERE email = $1", [email])).toHaveLength(0);
    const text = `Long address ${tag()}`;
    const post = await postForm("/pancakes", commentFields({ email, comment: text }));
    expect(post.status).toBe(400);
    expect(post.html).toContain("The part before the @ can be 64 characters at most (this one has 200).");
    expect(post.html).toContain(`value="${email}"`);
    expect(await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).toHaveLength(0);
  });

  it.each(["/.env", "/wp-login.php", "/pancakes/no/such/page"])(
    "%s is the site's own 404 page, with no framework message in its data",
    async (path) => {
      const { status, html } = await getPage(path);
      expect(status).toBe(404);
      expect(html).toMatch(/<h1>We couldn(&#x27;|')t find that page<\/h1>/);
      expect(html).not.toMatch(/No route matches|Unexpected Server Error|Error: /);
    },
  );

  it.each(["/.env.data", "/wp-login.php.data", "/pancakes/no/such/page.data"])(
    "%s, the data of an address with no page, is a plain 404 with no framework message",
    async (path) => {
      const res = await fetch(new URL(path, siteUrl()));
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).not.toMatch(/No route matches|Unexpected Server Error|Error: /);
    },
  );

  it.each(["/pancakes?_data=routes/recipe", "/pancakes?_data=nowhere", "/?_data=root", "/.env?_data=root"])(
    "%s gets the site's page, not Remix's JSON",
    async (path) => {
      const res = await fetch(new URL(path, siteUrl()));
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(res.status).toBe(path.startsWith("/.env") ? 404 : 200);
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).not.toMatch(/Unexpected Server Error|No route matches|does not match URL/);
    },
  );
});
