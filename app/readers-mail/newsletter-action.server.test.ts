import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseError } from "~/utils/db.server";
import { UNKNOWN_CLIENT } from "~/forms/client-key.server";
import { issueFormToken } from "~/forms/guard.server";
import { subscribeEmail, takeLeaveMail } from "./subscription.server";
import { NEWSLETTER_MESSAGES } from "./newsletter-fields";
import { newsletterAction } from "./newsletter-action.server";

vi.mock("./subscription.server", () => ({ subscribeEmail: vi.fn(), takeLeaveMail: vi.fn() }));

const env = { FORM_SECRET: "s", FORM_MIN_FILL_MS: "0", DATABASE_URL: "postgres://app:local@localhost:1/app" };

async function post(intent: "subscribe" | "unsubscribe", email: string) {
  const body = new URLSearchParams({ _t: await issueFormToken("s", UNKNOWN_CLIENT, Date.now() - 60_000), email });
  const request = new Request("https://x.test/", { method: "POST", body });
  return newsletterAction({ request, context: { cloudflare: { env } }, params: {} } as unknown as ActionFunctionArgs, intent);
}

afterEach(() => vi.restoreAllMocks());

describe("the newsletter actions when the database fails", () => {
  it("answer an outage (DatabaseError) with 503 and the address typed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(subscribeEmail).mockRejectedValueOnce(new DatabaseError("INSERT INTO subscriptions: fetch failed"));
    expect(await post("subscribe", " cook@example.com")).toMatchObject({
      init: { status: 503 },
      data: { status: "unavailable", email: " cook@example.com" },
    });
    vi.mocked(takeLeaveMail).mockRejectedValueOnce(new DatabaseError("SELECT FROM subscriptions: timed out"));
    expect(await post("unsubscribe", "cook@example.com")).toMatchObject({ init: { status: 503 } });
  });

  it("let any other error through to the error boundary", async () => {
    vi.mocked(subscribeEmail).mockRejectedValueOnce(new TypeError("x is not a function"));
    await expect(post("subscribe", "cook@example.com")).rejects.toThrow(TypeError);
    vi.mocked(takeLeaveMail).mockRejectedValueOnce(new TypeError("x is not a function"));
    await expect(post("unsubscribe", "cook@example.com")).rejects.toThrow(TypeError);
  });

  it("store the trimmed address", async () => {
    vi.mocked(subscribeEmail).mockResolvedValueOnce(true);
    expect(await post("subscribe", "  Cook@Example.com ")).toMatchObject({
      data: { status: "done", message: NEWSLETTER_MESSAGES.subscribed },
    });
    expect(vi.mocked(subscribeEmail).mock.calls.at(-1)?.[1]).toBe("Cook@Example.com");
  });
});

describe("the newsletter's answers", () => {
  it("to subscribe are one and the same whether or not the address was on the list", async () => {
    vi.mocked(subscribeEmail).mockResolvedValueOnce(true);
    const changed = await post("subscribe", "cook@example.com");
    vi.mocked(subscribeEmail).mockResolvedValueOnce(false);
    const unchanged = await post("subscribe", "cook@example.com");
    expect(unchanged).toEqual(changed);
    expect(changed).toMatchObject({ init: { status: 200 }, data: { status: "done" } });
  });

  it("to unsubscribe are one and the same for a listed address, one that isn't, and one that has had today's mails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const answers = [];
    for (const outcome of ["send", "not-listed", "capped"] as const) {
      vi.mocked(takeLeaveMail).mockResolvedValueOnce(outcome);
      answers.push(await post("unsubscribe", "cook@example.com"));
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ init: { status: 200 }, data: { status: "done", message: NEWSLETTER_MESSAGES.leaveMailed } });
  });

  it("say nothing a reader could not be told either way", () => {
    expect(Object.values(NEWSLETTER_MESSAGES).join(" ")).not.toMatch(/already|you are (now )?(un)?subscribed/i);
  });
});
