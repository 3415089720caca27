// Issue 59, item 1: a HEAD (a link checker, an uptime monitor, a chat unfurler) before any GET must not freeze a kept
// page's form token for everyone who reads it after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";
import { cachedPage } from "../../worker/cache-key";
import { commentFields, rowsWith } from "../support/comments";
import { postForm, randomIp, startTestWorker, statusMessage, uniqueEmail } from "../support/site";

// A worker of its own, with the edge cache on and empty: the shared site runs with it off.
let worker: RunningWorker;
const site = () => worker.url;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" } });
});
afterAll(() => worker?.stop());

const kindOf = (address: string) => {
  const page = cachedPage(new URL(address, "http://site").pathname)!;
  return page.recipe ? "recipe" : page.search ? "search" : "listing";
};

/**
 * Every page address the edge cache keeps: the site's own list of its pages (the sitemap), those of them the cache's
 * rule (cachedPage) keeps, and the kept addresses no sitemap names: a search, and a recipe at a scale and in metric.
 */
async function keptAddresses(): Promise<string[]> {
  const sitemap = await (await fetch(`${site()}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const kept = listed.filter((path) => cachedPage(path)?.data === false);
  const recipe = kept.find((path) => kindOf(path) === "recipe")!;
  return [...kept, `${recipe}?x=3.3`, `${recipe}?units=metric&x=2`, "/search?q=egg"];
}

/** The token in every slot of a page: its <meta> and each form's field. */
const tokensIn = (html: string) =>
  [...html.matchAll(/name="form-token" content="([^"]*)"|name="_t" value="([^"]*)"/g)].map((m) => m[1] ?? m[2]);

async function read(path: string, method: "GET" | "HEAD", ip: string) {
  const res = await fetch(`${site()}${path}`, { method, headers: { "cf-connecting-ip": ip } });
  return { status: res.status, cache: res.headers.get("x-edge-cache"), html: await res.text() };
}

/** What a reader at `ip` gets for subscribing with `token`. */
async function subscribe(token: string, ip: string) {
  const res = await postForm("/?index", { email: uniqueEmail("head-first"), _t: token }, site(), ip);
  return { status: res.status, message: statusMessage(res.html) };
}

describe("a HEAD before any GET", () => {
  it("leaves every kept page giving each later reader a token of their own, which their own form is accepted with", async () => {
    const addresses = await keptAddresses();
    // Each kind of page the cache keeps is here, each category among the listings.
    expect(new Set(addresses.map(kindOf))).toEqual(new Set(["listing", "recipe", "search"]));
    expect(addresses).toEqual(expect.arrayContaining(["/", "/about", "/breakfast", "/condiments", "/pancakes", "/search?q=egg"]));
    expect(addresses.length).toBeGreaterThan(40);

    for (const path of addresses) {
      const head = await read(path, "HEAD", randomIp());
      expect(head, path).toEqual({ status: 200, cache: "MISS", html: "" });
      const readers = [randomIp(), randomIp()];
      const tokens: string[] = [];
      for (const ip of readers) {
        const page = await read(path, "GET", ip);
        expect(page.status, path).toBe(200);
        expect(page.cache, path).toBe("HIT");
        const slots = tokensIn(page.html);
        expect(slots.length, path).toBeGreaterThan(0);
        // One token in every slot of the page.
        expect(new Set(slots).size, path).toBe(1);
        tokens.push(slots[0]);
      }
      expect(tokens[0], path).not.toBe(tokens[1]);
      for (const [i, ip] of readers.entries()) {
        expect(await subscribe(tokens[i], ip), `${path}, reader ${i + 1}`).toEqual({
          status: 200,
          message: NEWSLETTER_MESSAGES.subscribed,
        });
      }
    }
  });

  it("leaves a recipe page at any scale taking its readers' comments", async () => {
    const path = "/pancakes?x=2.3";
    expect((await read(path, "HEAD", randomIp())).cache).toBe("MISS");
    const ip = randomIp();
    const page = await read(path, "GET", ip);
    expect(page.cache).toBe("HIT");
    const fields = commentFields({ _t: tokensIn(page.html)[0] });
    const posted = await postForm(path, fields, site(), ip);
    expect(posted.status).toBe(303);
    expect(await rowsWith(fields.comment)).toHaveLength(1);
  });
});
