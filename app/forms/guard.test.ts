import { describe, expect, it } from "vitest";
import { clientKey, issueFormToken, judgeSubmission, MAX_FORM_AGE_MS, readForm, retryToken } from "./guard.server";
import type { Env } from "../env";

const SECRET = "test-secret";
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("judgeSubmission", () => {
  it("accepts a form open long enough, with an empty honeypot", async () => {
    const token = await issueFormToken(SECRET, 1_700_000_000_000);
    expect(await judgeSubmission(form({ _t: token, website: "" }), { secret: SECRET, minFillMs: 3000, now: 1_700_000_005_000 })).toBe(
      "person",
    );
  });

  it("calls a form sent faster than a person can type a bot", async () => {
    const token = await issueFormToken(SECRET, 1_700_000_000_000);
    expect(await judgeSubmission(form({ _t: token }), { secret: SECRET, minFillMs: 3000, now: 1_700_000_001_000 })).toBe("bot");
  });

  it("calls a filled honeypot a bot", async () => {
    const token = await issueFormToken(SECRET, 1_700_000_000_000);
    expect(
      await judgeSubmission(form({ _t: token, website: "http://spam" }), { secret: SECRET, minFillMs: 0, now: 1_800_000_000_000 }),
    ).toBe("bot");
  });

  it("refuses a missing, malformed, forged or re-dated token", async () => {
    const opts = { secret: SECRET, minFillMs: 0, now: 1_800_000_000_000 };
    const good = await issueFormToken(SECRET, 1_700_000_000_000);
    const forged = await issueFormToken("another-secret", 1_700_000_000_000);
    const redated = good.replace(/^\d+/, "1600000000000");
    for (const t of [undefined, "", "abc", forged, redated]) {
      expect(await judgeSubmission(form(t === undefined ? {} : { _t: t }), opts), String(t)).toBe("bot");
    }
  });
});

describe("tokens over time", () => {
  const issued = 1_700_000_000_000;

  it("sends a form open for longer than a day back to be sent again", async () => {
    const token = await issueFormToken(SECRET, issued);
    const opts = { secret: SECRET, minFillMs: 3000 };
    expect(await judgeSubmission(form({ _t: token }), { ...opts, now: issued + MAX_FORM_AGE_MS - 1 })).toBe("person");
    expect(await judgeSubmission(form({ _t: token }), { ...opts, now: issued + MAX_FORM_AGE_MS + 1 })).toBe("expired");
  });

  it("gives a refused person a token they can send again at once", async () => {
    const env = { FORM_SECRET: SECRET, FORM_MIN_FILL_MS: "3000", DATABASE_URL: "postgres://app:local@localhost/app" } as unknown as Env;
    const token = await retryToken(env, issued);
    expect(await judgeSubmission(form({ _t: token }), { secret: SECRET, minFillMs: 3000, now: issued })).toBe("person");
    expect(
      await judgeSubmission(form({ _t: await issueFormToken(SECRET, issued) }), { secret: SECRET, minFillMs: 3000, now: issued }),
    ).toBe("bot");
  });
});

describe("readForm", () => {
  it("reads a urlencoded form and gives null for a body that is not a form", async () => {
    const ok = await readForm(new Request("https://x.test/", { method: "POST", body: new URLSearchParams({ a: "1" }) }));
    expect(ok?.get("a")).toBe("1");
    const json = new Request("https://x.test/", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(await readForm(json)).toBeNull();
  });
});

describe("clientKey", () => {
  const req = (headers: Record<string, string>) => new Request("https://x.test/", { headers });

  it("uses CF-Connecting-IP and ignores X-Forwarded-For and X-Client-IP", () => {
    expect(clientKey(req({ "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "1.2.3.4", "x-client-ip": "5.6.7.8" }))).toBe(
      "203.0.113.7",
    );
    expect(clientKey(req({ "x-forwarded-for": "1.2.3.4" }))).toBe("unknown");
  });

  it("groups IPv6 addresses by their /64", () => {
    const a = clientKey(req({ "cf-connecting-ip": "2001:db8:abcd:12:1::5" }));
    const b = clientKey(req({ "cf-connecting-ip": "2001:0db8:abcd:0012:ffff:eeee:dddd:cccc" }));
    const c = clientKey(req({ "cf-connecting-ip": "2001:db8:abcd:13::5" }));
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(clientKey(req({ "cf-connecting-ip": "::1" }))).toBe("0:0:0:0::/64");
  });
});
