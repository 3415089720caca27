/**
 * Absolute addresses come from SITE_URL, never from the Host header a request names (app/utils/config.server.ts
 * publicOrigin). `npm start` and the test sites set SITE_URL to the address they serve (local/worker-process.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fireCron, type RunningWorker } from "../../local/stack";
import { commentIdOf } from "../support/background";
import { mailAbout, mailsAbout, moderationLinks } from "../support/mail";
import { formToken, randomIp, requestWithHost, servicesUrl, startTestWorker, testDb } from "../support/site";
import { tag } from "../support/comments";

const EVIL = "evil.example";

describe("a request whose Host header names another site, with the edge cache on", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" } });
  });
  afterAll(() => worker?.stop());
  const read = async (path: string) => {
    const res = await fetch(`${worker.url}${path}`);
    return { cache: res.headers.get("x-edge-cache"), body: await res.text() };
  };
  const purges = async () => (await (await fetch(`${servicesUrl()}/purges`)).json()) as { tags: string[] }[];

  it("a comment posted with it mails links to SITE_URL, stores no origin, and purges the real page's copies", async () => {
    await read("/blackbeangoulash");
    expect(await read("/blackbeangoulash")).toMatchObject({ cache: "HIT" });
    const tagged = async () => (await purges()).filter((p) => p.tags.includes("recipe-blackbeangoulash")).length;
    const purgedBefore = await tagged();

    const text = `Posted through another Host ${tag()}`;
    const ip = randomIp();
    const posted = await requestWithHost(
      worker.url,
      "/blackbeangoulash",
      EVIL,
      { _t: await formToken(ip), intent: "comment", recipe: "8", name: "Mallory", rating: "5", comment: text },
      ip,
    );
    expect(posted.status).toBe(303);
    expect(String(posted.headers.location)).not.toContain(EVIL);
    const id = commentIdOf(String(posted.headers.location));
    const next = await read("/blackbeangoulash");
    expect(next.cache).toBe("MISS");
    expect(next.body).toContain(text);
    await expect.poll(tagged).toBe(purgedBefore + 1);

    const mail = await mailAbout(id);
    const { hide, show } = await moderationLinks(mail);
    expect(hide.startsWith(`${worker.url}/comments/${id}/hide?`)).toBe(true);
    expect(show.startsWith(`${worker.url}/comments/${id}/show?`)).toBe(true);
    expect(mail).toContain(`${worker.url}/blackbeangoulash#comment-${id}`);
    expect(JSON.stringify(await mailsAbout(id))).not.toContain(EVIL);
    const [row] = await testDb().query<{ posted_origin: string | null }>("SELECT posted_origin FROM comments2 WHERE comment_id = $1", [id]);
    expect(row.posted_origin).toBeNull();
  });

  it("robots.txt names SITE_URL's sitemap", async () => {
    const robots = await requestWithHost(worker.url, "/robots.txt", EVIL);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${worker.url}/sitemap.xml`);
    expect(robots.body).not.toContain(EVIL);
  });

  it("a recipe page, the home page, the sitemap and the feed say nothing of it, in their bodies or their headers", async () => {
    for (const path of ["/blackbeangoulash", "/blackbeangoulash?x=2&units=metric", "/", "/sitemap.xml", "/rss.xml"]) {
      const res = await requestWithHost(worker.url, path, EVIL);
      expect(res.status, path).toBe(200);
      expect(res.body, path).not.toContain(EVIL);
      expect(JSON.stringify(res.headers), path).not.toContain(EVIL);
    }
    const { body } = await requestWithHost(worker.url, "/blackbeangoulash", EVIL);
    expect(body).toContain(`<link rel="canonical" href="${worker.url}/blackbeangoulash"/>`);
    expect(body).toContain(`<meta property="og:url" content="${worker.url}/blackbeangoulash"/>`);
  });

  it("a retried mail links to SITE_URL, not to the origin an older row stored", async () => {
    const text = `Stored with an origin ${tag()}`;
    // As the code before this change wrote it: the origin of the Host the comment was posted with.
    const [{ comment_id: id }] = await testDb().query<{ comment_id: number }>(
      `INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date, notify_due_at, notify_attempts, posted_origin)
       VALUES ('main', 8, 'Mallory', 5, $1, '2026-Nov-26', now() - interval '1 second', 1, 'http://${EVIL}') RETURNING comment_id`,
      [text],
    );
    await fireCron(worker.url);
    const mail = await mailAbout(id);
    expect((await moderationLinks(mail)).hide.startsWith(`${worker.url}/comments/${id}/hide?`)).toBe(true);
    expect(JSON.stringify(await mailsAbout(id))).not.toContain(EVIL);
  });
});

describe("wrangler dev by hand: a local database and no SITE_URL", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({ vars: { SITE_URL: "" } });
  });
  afterAll(() => worker?.stop());

  it("names the address each request came to, as 127.0.0.1 or as localhost", async () => {
    const port = new URL(worker.url).port;
    expect(await (await fetch(`${worker.url}/robots.txt`)).text()).toContain(`Sitemap: ${worker.url}/sitemap.xml`);
    const asLocalhost = await requestWithHost(worker.url, "/robots.txt", `localhost:${port}`);
    expect(asLocalhost.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
  });
});
