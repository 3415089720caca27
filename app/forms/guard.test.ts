import { describe, expect, it } from "vitest";
import { clientKey, issueFormToken, judgeSubmission, MAX_FORM_AGE_MS, readForm } from "./guard.server";

const SECRET = "test-secret";
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const CLIENT = "203.0.113.7";
const judged = (fields: Record<string, string>, opts: { minFillMs: number; now: number; client?: string }) =>
  judgeSubmission(form(fields), { secret: SECRET, client: CLIENT, ...opts });

describe("judgeSubmission", () => {
  const issued = 1_700_000_000_000;

  it("accepts a form open long enough, from the client it was shown to, with an empty honeypot", async () => {
    const token = await issueFormToken(SECRET, CLIENT, issued);
    expect(await judged({ _t: token, website: "" }, { minFillMs: 3000, now: issued + 5000 })).toBe("person");
  });

  it("holds back a form sent before the fill time, as early, not as a bot's", async () => {
    const token = await issueFormToken(SECRET, CLIENT, issued);
    expect(await judged({ _t: token }, { minFillMs: 3000, now: issued + 1000 })).toBe("early");
    expect(await judged({ _t: token }, { minFillMs: 3000, now: issued + 3000 })).toBe("person");
  });

  it("tells a token shown to another client from a forged one", async () => {
    const token = await issueFormToken(SECRET, CLIENT, issued);
    expect(await judged({ _t: token }, { minFillMs: 0, now: issued + 5000, client: "198.51.100.1" })).toBe("elsewhere");
    expect(await judged({ _t: token }, { minFillMs: 0, now: issued + 5000, client: "unknown" })).toBe("elsewhere");
    // Early or not: another client's token opens nothing.
    expect(await judged({ _t: token }, { minFillMs: 3000, now: issued + 80, client: "198.51.100.1" })).toBe("elsewhere");
  });

  it("calls a filled honeypot a bot, whatever the token", async () => {
    const token = await issueFormToken(SECRET, CLIENT, issued);
    expect(await judged({ _t: token, website: "http://spam" }, { minFillMs: 0, now: issued + 5000 })).toBe("bot");
    expect(await judged({ _t: token, website: "http://spam" }, { minFillMs: 3000, now: issued })).toBe("bot");
  });

  it("calls a missing, malformed, forged or re-dated token a bot's", async () => {
    const opts = { minFillMs: 0, now: 1_800_000_000_000 };
    const good = await issueFormToken(SECRET, CLIENT, issued);
    const forged = await issueFormToken("another-secret", CLIENT, issued);
    const redated = good.replace(/^\d+/, "1600000000000");
    const oldShape = `${issued}.${"A".repeat(43)}`;
    for (const t of [undefined, "", "abc", forged, redated, oldShape, `${good}x`]) {
      const fields: Record<string, string> = t === undefined ? {} : { _t: t };
      expect(await judged(fields, opts), String(t)).toBe("bot");
    }
  });

  it("issues tokens of one length, whatever the client", async () => {
    const lengths = new Set(
      await Promise.all(["1.2.3.4", "2001:db8:abcd:12::/64", "unknown"].map(async (c) => (await issueFormToken(SECRET, c, issued)).length)),
    );
    expect([...lengths]).toEqual([57]);
  });
});

describe("tokens over time", () => {
  const issued = 1_700_000_000_000;

  it("sends a form open for longer than a day back to be sent again", async () => {
    const token = await issueFormToken(SECRET, CLIENT, issued);
    expect(await judged({ _t: token }, { minFillMs: 3000, now: issued + MAX_FORM_AGE_MS - 1 })).toBe("person");
    expect(await judged({ _t: token }, { minFillMs: 3000, now: issued + MAX_FORM_AGE_MS + 1 })).toBe("expired");
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
