import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guardForm, issueFormToken, judgeSubmission, REFUSALS, type FormReading } from "./guard.server";

const env = { FORM_SECRET: "s", FORM_MIN_FILL_MS: "3000", DATABASE_URL: "postgres://app:local@localhost/app" };
const IP = "203.0.113.9";

function args(body: BodyInit, { postLimited = false, type = "application/x-www-form-urlencoded", ip = IP } = {}) {
  const context = { cloudflare: { env }, postLimited } as unknown as AppLoadContext;
  const request = new Request("https://x.test/pancakes", {
    method: "POST",
    body,
    headers: { "content-type": type, "cf-connecting-ip": ip },
  });
  return { request, context } as unknown as ActionFunctionArgs;
}

// A one-field form: "word" must be "yes".
const rules = {
  name: "test",
  marker: "word",
  read: (form: FormData): FormReading<string, { typed: string }, "word"> => {
    const typed = String(form.get("word") ?? "");
    return typed === "yes" ? { ok: true, value: typed, echo: { typed } } : { ok: false, errors: { word: "Say yes." }, echo: { typed } };
  },
  asBot: () => "bot's page" as const,
  refuse: (refusal: { errors: object; echo: object; token?: string }, status: number) => ({ ...refusal, status }),
};

const tokenFor = (agoMs = 60_000, ip = IP) => issueFormToken("s", ip, Date.now() - agoMs);
const body = async (fields: Record<string, string>, agoMs = 60_000) => new URLSearchParams({ _t: await tokenFor(agoMs), ...fields });
const refusal = (guarded: Awaited<ReturnType<typeof guardForm>>) =>
  !guarded.ok ? (guarded.response as ReturnType<typeof rules.refuse>) : null;
const judgedNow = (token: string | undefined, ip = IP) => {
  const f = new FormData();
  if (token !== undefined) f.set("_t", token);
  return judgeSubmission(f, { secret: "s", minFillMs: 3000, client: ip });
};

afterEach(() => vi.restoreAllMocks());

describe("guardForm", () => {
  it("gives a person's good form back checked, with what was typed and the token it came with", async () => {
    const sent = await body({ word: "yes" });
    const a = args(sent);
    expect(await guardForm(a, rules)).toEqual({ ok: true, value: "yes", echo: { typed: "yes" }, token: sent.get("_t") });
    expect(a.context.formToken).toBe(sent.get("_t"));
  });

  it("refuses a body that is not a form, or not this form, as unreadable, and hands out no token", async () => {
    for (const a of [args("{}", { type: "application/json" }), args(await body({ other: "yes" }))]) {
      const r = refusal(await guardForm(a, rules));
      expect(r).toMatchObject({ errors: { form: REFUSALS.unreadable }, status: 400 });
      expect(r?.token).toBeUndefined();
      // The answer's page, its other forms too: nothing to post with.
      expect(a.context.formToken).toBe("");
    }
  });

  it("answers a client over the rate limit with 429, keeping what was typed and the token it sent", async () => {
    const sent = await body({ word: "no" });
    const r = refusal(await guardForm(args(sent, { postLimited: true }), rules));
    expect(r).toMatchObject({ errors: { form: REFUSALS.limited }, echo: { typed: "no" }, status: 429, token: sent.get("_t") });
  });

  it("shows a bot what a person would see, even when its form is wrong, and hands it no token", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const b of [await body({ word: "yes", website: "http://spam" }), new URLSearchParams({ word: "yes" })]) {
      const a = args(b);
      expect(await guardForm(a, rules)).toEqual({ ok: false, response: "bot's page" });
      expect(a.context.formToken).toBe("");
    }
    expect(console.warn).toHaveBeenCalledWith("/pancakes: a bot's test was ignored");
  });

  it("tells a person who sent the form before the fill time to send it again in a moment, keeping what they typed", async () => {
    const sent = await body({ word: "yes" }, 500);
    const r = refusal(await guardForm(args(sent), rules));
    expect(r).toMatchObject({ errors: { form: REFUSALS.early }, echo: { typed: "yes" }, status: 400 });
    // Their own token back, no older than it was: good once the fill time has passed since their page.
    expect(r?.token).toBe(sent.get("_t"));
    expect(REFUSALS.early).toMatch(/^You sent this very quickly.*send it again in a moment/);
  });

  it("takes a press a moment after a signed page opened: the signature shows it is the reader's own mail", async () => {
    const sent = await body({ word: "yes" }, 500);
    expect(await guardForm(args(sent), { ...rules, signedPage: true })).toMatchObject({ ok: true, value: "yes" });
  });

  it("refuses a token shown to another client, with a new one for this client that is no older than now", async () => {
    const sent = new URLSearchParams({ _t: await tokenFor(60_000, "198.51.100.1"), word: "yes" });
    const r = refusal(await guardForm(args(sent), rules));
    expect(r).toMatchObject({ errors: { form: REFUSALS.elsewhere }, echo: { typed: "yes" }, status: 400 });
    expect(r?.token).not.toBe(sent.get("_t"));
    expect(await judgedNow(r?.token)).toBe("early");
    expect(await judgedNow(r?.token, "198.51.100.1")).toBe("elsewhere");
  });

  it("asks again for a form whose page was open longer than a day, with a token dated now", async () => {
    const r = refusal(await guardForm(args(await body({ word: "yes" }, 25 * 3_600_000)), rules));
    expect(r).toMatchObject({ errors: { form: REFUSALS.expired }, echo: { typed: "yes" }, status: 400 });
    expect(await judgedNow(r?.token)).toBe("early");
  });

  it("refuses a person's bad form with the schema's messages and gives back the very token they sent", async () => {
    const sent = await body({ word: "no" });
    const a = args(sent);
    const r = refusal(await guardForm(a, rules));
    expect(r).toMatchObject({ errors: { word: "Say yes." }, echo: { typed: "no" }, status: 400, token: sent.get("_t") });
    expect(a.context.formToken).toBe(sent.get("_t"));
    expect(await judgedNow(r?.token)).toBe("person");
  });
});
