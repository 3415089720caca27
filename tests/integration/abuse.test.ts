import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMail } from "../../local/server";
import { LOCAL_FORM_SECRET, localWorkerVars, ROOT, type RunningWorker } from "../../local/stack";
import { moderationPath } from "../../app/mailing/signed-links.server";
import { hiddenAt, press } from "../support/moderation";
import {
  formToken,
  inOneLimiterWindow,
  postForm,
  randomIp,
  servicesUrl,
  siteUrl,
  startTestWorker,
  statusMessage,
  testDb,
} from "../support/site";
import { tag } from "../support/comments";
import { earlierBackgroundDone } from "../support/background";
import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";

const comment = (text: string, extra: Record<string, string> = {}) => ({
  intent: "comment",
  recipe: "26",
  name: "Hal",
  rating: "5",
  comment: text,
  ...extra,
});
/** A comment of its own for the moderation tests here, on hummus, which no moderation test counts. */
async function moderationComment(text: string) {
  const res = await postForm("/classichummus", comment(text));
  expect(res.status).toBe(303);
  return Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
}
const stored = async (text: string) => (await testDb().query("SELECT comment_id FROM comments2 WHERE comment = $1", [text])).length;
const mailed = async (text: string) =>
  ((await (await fetch(`${servicesUrl()}/outbox`)).json()) as OutboxMail[]).filter((m) => m.content?.[0].value.includes(text)).length;

// A worker with the production timing rule: a form sent within 3 s of its page is a bot's.
let strict: RunningWorker;
beforeAll(async () => {
  strict = await startTestWorker({});
});
afterAll(() => strict?.stop());

const TOKEN = /name="_t" value="([^"]*)"/g;
const tokensIn = (html: string) => [...html.matchAll(TOKEN)].map((m) => m[1]);
const commentFormToken = (html: string) => html.match(/<form[^>]*class="comment-form"[\s\S]*?name="_t" value="([^"]*)"/)![1];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A page as the client at `ip` reads it. */
async function pageFor(path: string, ip: string, base = siteUrl()) {
  return (await fetch(new URL(path, base), { headers: { "cf-connecting-ip": ip } })).text();
}

describe("bots", () => {
  it.each([
    ["filling the honeypot", async (ip: string) => ({ website: "https://cheap-pills.example", _t: await formToken(ip) })],
    ["filling the honeypot at once", async (ip: string) => ({ website: "https://cheap-pills.example", _t: await formToken(ip, 100) })],
    ["sending no token", async () => ({ _t: "" })],
    ["forging a token", async () => ({ _t: `${Date.now() - 60_000}.${"A".repeat(43)}` })],
  ])("%s are shown what a person would see, and nothing is stored or mailed", async (_what, extra) => {
    const ip = randomIp();
    const text = `Bot ${tag()}`;
    const res = await postForm("/classichummus", { ...comment(text), ...(await extra(ip)) }, strict.url, ip);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/classichummus/);
    expect(await stored(text)).toBe(0);
    await earlierBackgroundDone(strict.url);
    expect(await mailed(text)).toBe(0);
  });

  it("subscribing are told they are subscribed, and nothing is stored", async () => {
    const email = `bot-${tag()}@example.com`;
    const res = await postForm("/?index", { email, website: "x" }, strict.url);
    expect(res.status).toBe(200);
    expect(statusMessage(res.html)).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(await testDb().query("SELECT 1 FROM subscriptions WHERE email = $1", [email])).toHaveLength(0);
  });

  // Issue 35's probe: the 400 page's form carried a token dated a fill time back, good from anywhere at once.
  it.each([
    ["another client", randomIp()],
    ["the same client", ""],
  ])("get no token from a page that is not a form, to post a comment with from %s 84 ms later", async (_who, other) => {
    const ip = randomIp();
    const malformed = await fetch(`${strict.url}/classichummus`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: strict.url, "sec-fetch-site": "same-origin", "cf-connecting-ip": ip },
      body: "{}",
    });
    expect(malformed.status).toBe(400);
    const html = await malformed.text();
    expect(html).toContain("We couldn&#x27;t read that form");
    // Not one form on the answer carries a token, not even a fresh one.
    expect(tokensIn(html).length).toBeGreaterThan(0);
    expect(tokensIn(html).every((t) => t === "")).toBe(true);
    await pause(84);
    const text = `Probe ${tag()}`;
    const res = await postForm("/classichummus", { ...comment(text), _t: commentFormToken(html) }, strict.url, other || ip);
    expect(res.status).toBe(303);
    expect(await stored(text)).toBe(0);
    await earlierBackgroundDone(strict.url);
    expect(await mailed(text)).toBe(0);
  });

  it("get no token from a newsletter answer to a post that is not a form", async () => {
    for (const path of ["/unsubscribe", "/?index"]) {
      const res = await fetch(`${strict.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: strict.url, "cf-connecting-ip": randomIp() },
        body: "{}",
      });
      expect(res.status, path).toBe(400);
      const tokens = tokensIn(await res.text());
      expect(tokens.length, path).toBeGreaterThan(0);
      expect(
        tokens.every((t) => t === ""),
        path,
      ).toBe(true);
    }
  });

  it("can't use one page's token from other clients: only the client that was shown the page posts with it", async () => {
    const shown = randomIp();
    const token = commentFormToken(await pageFor("/classichummus", shown));
    const others = [randomIp(), randomIp(), randomIp(), randomIp()];
    const texts = [shown, ...others].map((ip) => `Five ${ip} ${tag()}`);
    const answers = [];
    for (const [i, ip] of [shown, ...others].entries())
      answers.push(await postForm("/classichummus", { ...comment(texts[i]), _t: token }, siteUrl(), ip));
    expect(answers.map((a) => a.status)).toEqual([303, 400, 400, 400, 400]);
    expect(await Promise.all(texts.map(stored))).toEqual([1, 0, 0, 0, 0]);
    for (const refused of answers.slice(1)) {
      expect(refused.html).toContain("Your connection seems to have changed since this page opened");
      expect(refused.html).toContain(">Five ");
      // Their own token for the next try, not the one they sent.
      expect(commentFormToken(refused.html)).not.toBe(token);
    }
    await earlierBackgroundDone(siteUrl());
    expect(await Promise.all(texts.map(mailed))).toEqual([1, 0, 0, 0, 0]);
  });
});

describe("people", () => {
  it("posting with the token of a page rendered by another worker instance, after a few seconds, are heard", async () => {
    const ip = randomIp();
    const token = commentFormToken(await pageFor("/classichummus", ip));
    await pause(3100);
    const text = `Real person ${tag()}`;
    const res = await postForm("/classichummus", { ...comment(text), _t: token }, strict.url, ip);
    expect(res.status).toBe(303);
    expect(await stored(text)).toBe(1);
  });

  it("sending a comment before the fill time are asked to send it again in a moment, keeping what they typed", async () => {
    const ip = randomIp();
    const token = commentFormToken(await pageFor("/classichummus", ip, strict.url));
    const text = `Quick hands ${tag()}`;
    const quick = await postForm("/classichummus", { ...comment(text), _t: token }, strict.url, ip);
    expect(quick.status).toBe(400);
    expect(quick.html).toContain("You sent this very quickly");
    expect(quick.html).toContain("Please send it again in a moment; what you typed is still here.");
    expect(quick.html).toContain(`>${text}</textarea>`);
    expect(quick.html).toMatch(/name="name"[^>]*value="Hal"|value="Hal"[^>]*name="name"/);
    expect(await stored(text)).toBe(0);
    // The same token back: good once the fill time has passed since the page, not sooner.
    expect(commentFormToken(quick.html)).toBe(token);
    await pause(Math.max(0, Number(token.split(".")[0]) + 3000 - Date.now()) + 50);
    const again = await postForm("/classichummus", { ...comment(text), _t: token }, strict.url, ip);
    expect(again.status).toBe(303);
    expect(await stored(text)).toBe(1);
  });

  it("subscribing before the fill time are asked the same, keeping the address", async () => {
    const ip = randomIp();
    const email = `quick-${tag()}@example.com`;
    const res = await postForm("/unsubscribe", { email, _t: await formToken(ip, 200) }, strict.url, ip);
    expect(res.status).toBe(400);
    expect(res.html).toContain("You sent this very quickly");
    expect(res.html).toContain(`value="${email}"`);
  });
});

describe("people refused once", () => {
  it("can send the form again at once after fixing it, without being taken for a bot", async () => {
    const ip = randomIp();
    const text = `Fixed it ${tag()}`;
    const sent = await formToken(ip, 3500);
    const refused = await postForm("/classichummus", { ...comment(text), name: "", _t: sent }, strict.url, ip);
    expect(refused.status).toBe(400);
    const token = commentFormToken(refused.html);
    // The very token they sent, not one dated further back.
    expect(token).toBe(sent);
    const res = await postForm("/classichummus", { ...comment(text), _t: token }, strict.url, ip);
    expect(res.status).toBe(303);
    expect(await stored(text)).toBe(1);
  });

  it("are asked to send a form again when its page was open for more than a day, keeping what they typed", async () => {
    const ip = randomIp();
    const text = `Left open ${tag()}`;
    const res = await postForm("/classichummus", { ...comment(text), _t: await formToken(ip, 25 * 60 * 60 * 1000) }, strict.url, ip);
    expect(res.status).toBe(400);
    expect(res.html).toContain("This page was open for a long time");
    expect(res.html).toContain(`>${text}</textarea>`);
    expect(res.html).toMatch(/name="name"[^>]*value="Hal"|value="Hal"[^>]*name="name"/);
    expect(await stored(text)).toBe(0);
    const sub = await postForm(
      "/unsubscribe",
      { email: "stale@example.com", _t: await formToken(ip, 25 * 60 * 60 * 1000) },
      strict.url,
      ip,
    );
    expect(sub.status).toBe(400);
    expect(sub.html).toContain('value="stale@example.com"');
  });
});

describe("the rate limit", () => {
  it("answers the 11th post in a minute from one client with 429 and a clear page, and no one else", async () => {
    // Eleven posts that straddle two of the limiter's windows are two windows' worth.
    await inOneLimiterWindow(async () => {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await postForm("/unsubscribe", { email: `rl${i}-${tag()}@example.com` }, siteUrl(), ip)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
      const blocked = await postForm("/unsubscribe", { email: "late@example.com" }, siteUrl(), ip);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBe("60");
      expect(blocked.html).toContain("<h1>Slow down a little</h1>");
    });
    expect((await postForm("/unsubscribe", { email: "other@example.com" }, siteUrl(), randomIp())).status).toBe(200);
  });

  // Issue 35: a fetcher's post (.data) went on to the action marked, and only the form guard read the mark.
  it("counts a .data post to the owner's moderation links too: the 11th from one client gets 429 and changes nothing", async () => {
    // The twelve presses must fall in one window; each attempt presses a comment of its own, from a client of its own.
    const id = await inOneLimiterWindow(async () => {
      const id = await moderationComment(`Limited ${tag()}`);
      const ip = randomIp();
      const pressData = async (action: "hide" | "show") => {
        const [path, query] = (await moderationPath(LOCAL_FORM_SECRET, id, action)).split("?");
        return press(`${siteUrl()}${path}.data?${query}`, { "cf-connecting-ip": ip });
      };
      for (let i = 0; i < 10; i++) {
        const action = i % 2 === 0 ? "hide" : "show";
        const res = await pressData(action);
        await res.text();
        expect(res.status, `post ${i + 1}`).toBe(200);
        expect(await hiddenAt(id), `post ${i + 1}`).toEqual(action === "hide" ? expect.any(Date) : null);
      }
      for (const n of [11, 12]) {
        const res = await pressData("hide");
        expect(res.status, `post ${n}`).toBe(429);
        expect(res.headers.get("retry-after")).toBe("60");
        expect(await res.text()).toContain("<h1>Slow down a little</h1>");
      }
      expect(await hiddenAt(id)).toBeNull();
      return id;
    });
    // Another client's press is its own.
    const other = await press(`${siteUrl()}${await moderationPath(LOCAL_FORM_SECRET, id, "hide")}`);
    expect(other.status).toBe(200);
    expect(await hiddenAt(id)).not.toBeNull();
  });

  it("groups IPv6 clients by /64 and is not fooled by X-Forwarded-For", async () => {
    // Eleven posts that straddle two of the limiter's windows are two windows' worth.
    await inOneLimiterWindow(async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}:7`;
      const post = (host: string, xff: string) =>
        fetch(`${siteUrl()}/unsubscribe`, {
          method: "POST",
          headers: {
            origin: siteUrl(),
            "cf-connecting-ip": `${prefix}::${host}`,
            "x-forwarded-for": xff,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "email=v6%40example.com",
        });
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) statuses.push((await post(i.toString(16), randomIp())).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    });
  });
});

describe("duplicates", () => {
  it("store the same comment from the same client within ten minutes once, and mail it once", async () => {
    const ip = randomIp();
    const text = `Twice ${tag()}`;
    const a = await postForm("/classichummus", comment(text), siteUrl(), ip);
    const b = await postForm("/classichummus", comment(text), siteUrl(), ip);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    expect(await stored(text)).toBe(1);
    await earlierBackgroundDone(siteUrl());
    expect(await mailed(text)).toBe(1);
    // Another client saying the same thing is another comment.
    await postForm("/classichummus", comment(text), siteUrl(), randomIp());
    expect(await stored(text)).toBe(2);
  });

  it("store one comment when the same post arrives several times at once", async () => {
    const ip = randomIp();
    const text = `Burst ${tag()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => postForm("/classichummus", comment(text), siteUrl(), ip)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(303));
    expect(await stored(text)).toBe(1);
  });
});

describe("headers", () => {
  it("carry a CSP whose fresh nonce is on every script of the page, and the other security headers", async () => {
    const first = await fetch(`${siteUrl()}/pancakes`);
    const second = await fetch(`${siteUrl()}/pancakes`);
    const csp = first.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"])
      expect(csp).toContain(part);
    expect(csp).not.toContain("unsafe-inline");
    const html = await first.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(2);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("are on error pages, health checks and static files too", async () => {
    for (const path of ["/no-such-page", "/healthz", "/favicon.svg"]) {
      const res = await fetch(`${siteUrl()}${path}`);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("strict-transport-security"), path).toContain("max-age=31536000");
    }
  });

  it("refuse cross-site posts, by Origin or by Sec-Fetch-Site, and let the site's own through", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${siteUrl()}/unsubscribe`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp(), ...headers },
        body: "email=a%40example.com",
      });
    const refused: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { origin: "null" }];
    for (const headers of refused) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain("This form can only be sent from this site.");
    }
    const own = await post({ origin: new URL(siteUrl()).origin, "sec-fetch-site": "same-origin" });
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
  });
});

describe("posts that say nothing of where they come from", () => {
  // Issue 35: Hono's csrf checked only form content types, so a JSON post with neither header reached the action.
  it("are refused whatever their content type: a JSON press of a signed hide link gets 403 and hides nothing", async () => {
    const id = await moderationComment(`Unvouched ${tag()}`);
    const url = `${siteUrl()}${await moderationPath(LOCAL_FORM_SECRET, id, "hide")}`;
    for (const [type, body] of [
      ["application/json", "{}"],
      ["application/octet-stream", ""],
      ["", ""],
    ]) {
      for (const target of [url, url.replace("/hide?", "/hide.data?")]) {
        const res = await fetch(target, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": type, "cf-connecting-ip": randomIp() },
          body,
        });
        expect(res.status, `${type} ${target}`).toBe(403);
        expect(await res.text()).toContain("This form can only be sent from this site.");
      }
    }
    expect(await hiddenAt(id)).toBeNull();
    // The same press from the site's own page goes through.
    expect((await press(url)).status).toBe(200);
    expect(await hiddenAt(id)).not.toBeNull();
  });
});

describe("secrets", () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : [p];
    });
  }

  it("never reach the built browser assets", () => {
    const vars = localWorkerVars(8788);
    const needles = [
      vars.DATABASE_URL,
      "postgres://",
      vars.MAILCHANNELS_API_KEY,
      LOCAL_FORM_SECRET,
      "DATABASE_URL",
      "MAILCHANNELS_API_KEY",
      "FORM_SECRET",
    ];
    const built = files(join(ROOT, "build/client"));
    expect(built.length).toBeGreaterThan(10);
    for (const file of built) {
      const text = readFileSync(file, "latin1");
      for (const needle of needles) expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
    }
  });
});
