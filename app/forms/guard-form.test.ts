import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guardForm, issueFormToken, judgeSubmission, REFUSALS, type FormReading } from "./guard.server";

const env = { FORM_SECRET: "s", FORM_MIN_FILL_MS: "3000", DATABASE_URL: "postgres://app:local@localhost/app" };
const args = (body: BodyInit, { postLimited = false, type = "application/x-www-form-urlencoded" } = {}) =>
  ({
    request: new Request("https://x.test/pancakes", { method: "POST", body, headers: { "content-type": type } }),
    context: { cloudflare: { env }, postLimited },
  }) as unknown as ActionFunctionArgs;

// A one-field form: "word" must be "yes".
const rules = {
  name: "test",
  marker: "word",
  read: (form: FormData): FormReading<string, { typed: string }, "word"> => {
    const typed = String(form.get("word") ?? "");
    return typed === "yes" ? { ok: true, value: typed, echo: { typed } } : { ok: false, errors: { word: "Say yes." }, echo: { typed } };
  },
  asBot: () => "bot's page" as const,
  refuse: (refusal: { errors: object; echo: object; token: string }, status: number) => ({ ...refusal, status }),
};

const body = async (fields: Record<string, string>, agoMs = 60_000) =>
  new URLSearchParams({ _t: await issueFormToken("s", Date.now() - agoMs), ...fields });

afterEach(() => vi.restoreAllMocks());

describe("guardForm", () => {
  it("gives a person's good form back checked, with what was typed", async () => {
    expect(await guardForm(args(await body({ word: "yes" })), rules)).toEqual({ ok: true, value: "yes", echo: { typed: "yes" } });
  });

  it("refuses a body that is not a form, or not this form, as unreadable", async () => {
    for (const a of [args("{}", { type: "application/json" }), args(await body({ other: "yes" }))]) {
      const guarded = await guardForm(a, rules);
      expect(!guarded.ok && guarded.response).toMatchObject({ errors: { form: REFUSALS.unreadable }, status: 400 });
    }
  });

  it("answers a client over the rate limit with 429, keeping what was typed", async () => {
    const guarded = await guardForm(args(await body({ word: "no" }), { postLimited: true }), rules);
    expect(!guarded.ok && guarded.response).toMatchObject({ errors: { form: REFUSALS.limited }, echo: { typed: "no" }, status: 429 });
  });

  it("shows a bot what a person would see, even when its form is wrong", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const b of [
      await body({ word: "no" }, 500),
      await body({ word: "yes", website: "http://spam" }),
      new URLSearchParams({ word: "yes" }),
    ]) {
      expect(await guardForm(args(b), rules)).toEqual({ ok: false, response: "bot's page" });
    }
    expect(console.warn).toHaveBeenCalledWith("/pancakes: a bot's test was ignored");
  });

  it("asks again for a form whose page was open longer than a day", async () => {
    const guarded = await guardForm(args(await body({ word: "yes" }, 25 * 3_600_000)), rules);
    expect(!guarded.ok && guarded.response).toMatchObject({ errors: { form: REFUSALS.expired }, echo: { typed: "yes" }, status: 400 });
  });

  it("refuses a person's bad form with the schema's messages and a token that can be sent at once", async () => {
    const guarded = await guardForm(args(await body({ word: "no" })), rules);
    expect(!guarded.ok && guarded.response).toMatchObject({ errors: { word: "Say yes." }, echo: { typed: "no" }, status: 400 });
    const token = !guarded.ok && typeof guarded.response === "object" ? guarded.response.token : "";
    const retry = new FormData();
    retry.set("_t", token);
    expect(await judgeSubmission(retry, { secret: "s", minFillMs: 3000 })).toBe("person");
  });
});
