import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationPath } from "../../app/signed-links.server";
import { LOCAL_FORM_SECRET, type RunningWorker } from "../../scripts/stack";
import { mailAbout, moderationLinks } from "../support/mail";
import { decode, getPage, postForm, randomIp, servicesUrl, siteUrl, startTestWorker, testDb } from "../support/site";

// Taco seasoning (19) is no other test's: its counts are this file's to check.
const TACO = { id: 19, path: "/tacoseasoning" };
const tag = () => Math.random().toString(36).slice(2, 10);

async function post(fields: Record<string, string>, ip = randomIp()) {
  const res = await postForm(TACO.path, { recipe: String(TACO.id), name: "Mod", ...fields }, siteUrl(), ip);
  expect(res.status).toBe(303);
  return Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
}
const comment = (text: string, rating = "1", ip?: string) => post({ intent: "comment", rating, comment: text }, ip);
const reply = (parent: number, text: string) => post({ intent: "reply", reply_to: String(parent), thread: String(parent), comment: text });

/** What the recipe page says: its comment count, its rating, its structured data's rating. */
async function pageSummary(path = TACO.path) {
  const { html } = await getPage(path);
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
  return {
    html,
    count: Number(decode(html.match(/id="comments-heading">([^<]*(?:<!-- -->[^<]*)*)</)![1]).match(/\((\d+)\)/)![1]),
    rating: html.match(/aria-label="(Rated [^"]*|Not rated yet)"/)![1],
    ld: ld.aggregateRating ?? null,
  };
}

const hiddenAt = async (id: number) =>
  (await testDb().query<{ hidden_at: Date | null }>("SELECT hidden_at FROM comments2 WHERE comment_id = $1", [id]))[0]?.hidden_at ?? null;

/** A POST as the moderation page's button sends it (same-site, no fields). */
function press(url: string, headers: Record<string, string> = {}) {
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

describe("hiding a comment from the owner's mail, without JavaScript", () => {
  it("asks on GET (changing nothing), hides on POST, and takes the comment and its replies out of the page, the count, the rating and the structured data; showing it brings all back", async () => {
    const before = await pageSummary();
    const text = `Spam spam ${tag()}`;
    const id = await comment(text, "1");
    const replyText = `Reply under spam ${tag()}`;
    const replyId = await reply(id, replyText);
    const deeper = `Deeper reply ${tag()}`;
    await reply(replyId, deeper);
    const posted = await pageSummary();
    expect(posted.count).toBe(before.count + 3);
    expect(posted.rating).not.toBe(before.rating);
    const { hide, show } = moderationLinks(await mailAbout(id));
    expect(hide.startsWith(`${siteUrl()}/comments/${id}/hide?sig=`)).toBe(true);

    // Opening the link, as a mail scanner does, twice: a page with one button, and nothing changes.
    for (let i = 0; i < 2; i++) {
      const asked = await fetch(hide);
      const html = await asked.text();
      expect(asked.status).toBe(200);
      expect(asked.headers.get("cache-control")).toBe("no-store");
      expect(html).toContain("Hide this comment?");
      expect(html).toContain(text);
      expect(html.match(/<button/g)).toHaveLength(1);
      expect(html).toMatch(
        /<form method="post" class="moderation-form"><button type="submit" class="button button-danger">Hide this comment<\/button><\/form>/,
      );
    }
    expect(await hiddenAt(id)).toBeNull();
    expect((await pageSummary()).html).toContain(text);

    const done = await press(hide);
    const doneHtml = await done.text();
    expect(done.status).toBe(200);
    expect(doneHtml).toContain("Hidden");
    expect(doneHtml).toContain("It no longer shows on Homemade Taco Seasoning");
    expect(await hiddenAt(id)).not.toBeNull();

    const hidden = await pageSummary();
    expect(hidden.html).not.toContain(text);
    expect(hidden.count).toBe(before.count);
    expect(hidden.rating).toBe(before.rating);
    expect(hidden.ld).toEqual(before.ld);
    const thread = await getPage(`${TACO.path}?thread=${id}`);
    expect(thread.html).not.toContain(replyText);
    expect(thread.html).not.toContain(deeper);
    expect((await fetch(`${siteUrl()}/comments/${id}/replies`)).status).toBe(404);
    expect((await fetch(`${siteUrl()}/comments/${replyId}/replies`)).status).toBe(404);
    // Kept in the database, replies and all.
    const [{ n }] = await testDb().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM comments2 WHERE comment_id = $1 OR reply_to IN ($2, $3)",
      [id, String(id), String(replyId)],
    );
    expect(n).toBe(3);

    const shown = await press(show);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("It is back on Homemade Taco Seasoning, with the replies under it.");
    expect(await hiddenAt(id)).toBeNull();
    const back = await pageSummary();
    expect(back.html).toContain(text);
    expect(back.count).toBe(posted.count);
    expect(back.rating).toBe(posted.rating);
    expect(back.ld).toEqual(posted.ld);
    expect((await getPage(`${TACO.path}?thread=${id}`)).html).toContain(deeper);
    expect(
      ((await (await fetch(`${siteUrl()}/comments/${id}/replies`)).json()) as { replies: { comment_id: number }[] }).replies.map(
        (r) => r.comment_id,
      ),
    ).toEqual([replyId]);
  });

  it("hides a reply alone: its parent's reply count and thread follow", async () => {
    const parent = await comment(`Parent ${tag()}`, "5");
    const keep = await reply(parent, `Kept reply ${tag()}`);
    const drop = await reply(parent, `Dropped reply ${tag()}`);
    const { hide } = moderationLinks(await mailAbout(drop));
    expect((await press(hide)).status).toBe(200);
    const { html } = await getPage(`${TACO.path}?thread=${parent}`);
    expect(html).toContain(`id="comment-${keep}"`);
    expect(html).not.toContain(`id="comment-${drop}"`);
    const [{ num_replies }] = await testDb().query<{ num_replies: number }>("SELECT num_replies FROM comments2 WHERE comment_id = $1", [
      parent,
    ]);
    expect(num_replies).toBe(1);
  });

  it("says a comment already hidden stays hidden, on GET and on POST, and changes nothing", async () => {
    const id = await comment(`Twice ${tag()}`);
    const { hide } = moderationLinks(await mailAbout(id));
    await press(hide);
    const first = await hiddenAt(id);
    const asked = await fetch(hide);
    const askedHtml = await asked.text();
    expect(asked.status).toBe(200);
    expect(askedHtml).toContain("This comment is already hidden. It stays hidden");
    expect(askedHtml).not.toContain("moderation-form");
    const again = await press(hide);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("It was already hidden, and it stays hidden.");
    expect((await hiddenAt(id))?.getTime()).toBe(first!.getTime());
  });

  it("refuses a reply to a hidden comment with a clear message, keeping what was typed and storing nothing", async () => {
    const id = await comment(`No replies ${tag()}`);
    await press(moderationLinks(await mailAbout(id)).hide);
    const text = `Late reply ${tag()}`;
    const res = await postForm(`${TACO.path}?reply=${id}&thread=${id}`, {
      intent: "reply",
      recipe: String(TACO.id),
      reply_to: String(id),
      thread: String(id),
      name: "Late",
      comment: text,
    });
    expect(res.status).toBe(400);
    expect(decode(res.html.match(/class="form-error" role="alert">([^<]*)</)![1])).toContain(
      "The comment you're replying to has been taken down, so it can't take replies.",
    );
    // Its form is gone with the comment: the words are kept beside the message.
    expect(res.html).toContain(`</p><blockquote class="reply-quote">${text}</blockquote>`);
    expect(await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).toHaveLength(0);
  });

  it("keeps a hidden comment hidden when its writer posts the same words again at once", async () => {
    const ip = randomIp();
    const text = `Persistent ${tag()}`;
    const id = await comment(text, "1", ip);
    await press(moderationLinks(await mailAbout(id)).hide);
    expect(await comment(text, "1", ip)).toBe(id);
    expect(await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).toHaveLength(1);
    expect((await getPage(TACO.path)).html).not.toContain(text);
  });
});

describe("a link that is not the owner's", () => {
  it.each([
    ["a changed signature", (u: URL) => u.searchParams.set("sig", flip(u.searchParams.get("sig")!))],
    ["a cut signature", (u: URL) => u.searchParams.set("sig", u.searchParams.get("sig")!.slice(0, 30))],
    ["no signature", (u: URL) => u.searchParams.delete("sig")],
    ["the hide signature on the show link", (u: URL) => (u.pathname = u.pathname.replace("/hide", "/show"))],
    [
      "the signature of another comment",
      (u: URL) => (u.pathname = u.pathname.replace(/\/comments\/(\d+)\//, (_m, n) => `/comments/${Number(n) + 1}/`)),
    ],
    ["an id that is no number", (u: URL) => (u.pathname = u.pathname.replace(/\/comments\/\d+\//, "/comments/abc/"))],
  ])("with %s gets a clear 403 page on GET and POST, and changes nothing", async (_what, tamper) => {
    const id = await comment(`Target ${tag()}`);
    const url = new URL(moderationLinks(await mailAbout(id)).hide);
    tamper(url);
    for (const res of [await fetch(url), await press(url.toString())]) {
      const html = await res.text();
      expect(res.status).toBe(403);
      expect(html).toContain("This link isn&#x27;t valid");
      expect(html).toContain("Nothing was changed.");
    }
    expect(await hiddenAt(id)).toBeNull();
    expect(await hiddenAt(id + 1)).toBeNull();
  });

  it("for a comment that does not exist (signed right) gets a 404 page", async () => {
    const path = await moderationPath(LOCAL_FORM_SECRET, 2_000_000_000, "hide");
    for (const res of [await fetch(`${siteUrl()}${path}`), await press(`${siteUrl()}${path}`)]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("That comment no longer exists");
    }
  });

  it("for another action than hide or show is a 404", async () => {
    expect((await fetch(`${siteUrl()}/comments/1/delete?sig=x`)).status).toBe(404);
  });

  it("gets 405 for methods other than GET and POST, and nothing changes", async () => {
    const id = await comment(`Methods ${tag()}`);
    const { hide } = moderationLinks(await mailAbout(id));
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await fetch(hide, { method, headers: { origin: siteUrl() } });
      expect(res.status, method).toBe(405);
      expect(await res.text()).toContain("Nothing was changed.");
    }
    expect(await hiddenAt(id)).toBeNull();
  });

  it("posted from another site is refused with 403, and nothing changes", async () => {
    const id = await comment(`Cross-site ${tag()}`);
    const { hide } = moderationLinks(await mailAbout(id));
    const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await press(hide, headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("This form can only be sent from this site.");
    }
    expect(await hiddenAt(id)).toBeNull();
  });
});

function flip(sig: string): string {
  return `${sig.slice(0, 5)}${sig[5] === "A" ? "B" : "A"}${sig.slice(6)}`;
}

describe("hiding and showing with the edge cache on", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" }, persistTo: mkdtempSync(join(tmpdir(), "moderation-cache-")) });
  });
  afterAll(() => worker?.stop());
  const purges = async () => (await (await fetch(`${servicesUrl()}/purges`)).json()) as { tags: string[] }[];
  const read = async (path: string) => {
    const res = await fetch(`${worker.url}${path}`);
    return { cache: res.headers.get("x-edge-cache"), body: await res.text() };
  };

  it("takes the recipe's cached copies out, here and by its Cache-Tag everywhere, each time", async () => {
    const text = `Cached spam ${tag()}`;
    const posted = await postForm(
      "/homemademayonnaise",
      { intent: "comment", recipe: "10", name: "Mod", rating: "1", comment: text },
      worker.url,
    );
    const id = Number(posted.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
    await read("/homemademayonnaise");
    expect(await read("/homemademayonnaise")).toMatchObject({ cache: "HIT" });
    expect((await read("/homemademayonnaise")).body).toContain(text);
    const { hide, show } = moderationLinks(await mailAbout(id));
    const tagged = async () => (await purges()).filter((p) => p.tags.includes("recipe-homemademayonnaise")).length;
    const before = await tagged();

    expect((await press(hide)).status).toBe(200);
    const hidden = await read("/homemademayonnaise");
    expect(hidden.cache).toBe("MISS");
    expect(hidden.body).not.toContain(text);
    await expect.poll(tagged).toBe(before + 1);

    expect((await press(show)).status).toBe(200);
    const shown = await read("/homemademayonnaise");
    expect(shown.cache).toBe("MISS");
    expect(shown.body).toContain(text);
    await expect.poll(tagged).toBe(before + 2);

    // Asking (GET) and a hide that changes nothing purge nothing.
    await fetch(hide);
    await press(show);
    await new Promise((r) => setTimeout(r, 500));
    expect(await tagged()).toBe(before + 2);
  });
});
