import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseError } from "~/utils/db.server";
import { UNKNOWN_CLIENT } from "~/forms/client-key.server";
import { issueFormToken } from "~/forms/guard.server";
import { addComment, addReply } from "./new-comment.server";
import { getRecipe } from "~/recipes";
import { commentAction } from "./comment-action.server";

vi.mock("./new-comment.server", () => ({ addComment: vi.fn(), addReply: vi.fn() }));

const pancakes = getRecipe("pancakes");
const env = { FORM_SECRET: "s", FORM_MIN_FILL_MS: "0", DATABASE_URL: "postgres://app:local@localhost:1/app" };

async function post(fields: Record<string, string>) {
  const body = new URLSearchParams({
    _t: await issueFormToken("s", UNKNOWN_CLIENT, Date.now() - 60_000),
    recipe: String(pancakes.id),
    name: "Ada",
    ...fields,
  });
  const request = new Request("https://x.test/pancakes", { method: "POST", body });
  const context = { cloudflare: { env, ctx: { waitUntil: () => {} } }, sendOwnerMail: null };
  return commentAction({ request, context, params: {} } as unknown as ActionFunctionArgs, pancakes);
}

afterEach(() => vi.restoreAllMocks());

describe("the comment action when the database fails", () => {
  it("answers an outage (DatabaseError) with 503 and what was typed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(addComment).mockRejectedValueOnce(new DatabaseError("INSERT INTO comments2: fetch failed"));
    const res = await post({ intent: "comment", rating: "4", comment: "Lovely" });
    expect(res).toMatchObject({ init: { status: 503 }, data: { intent: "comment", values: { name: "Ada", comment: "Lovely" } } });
    vi.mocked(addReply).mockRejectedValueOnce(new DatabaseError("transaction: timed out"));
    const reply = await post({ intent: "reply", reply_to: "7", comment: "Same" });
    expect(reply).toMatchObject({ init: { status: 503 }, data: { intent: "reply", replyTo: "7", values: { comment: "Same" } } });
  });

  it("lets any other error through to the error boundary", async () => {
    vi.mocked(addComment).mockRejectedValueOnce(new TypeError("Cannot read properties of undefined"));
    await expect(post({ intent: "comment", rating: "4", comment: "Lovely" })).rejects.toThrow(TypeError);
    vi.mocked(addReply).mockRejectedValueOnce(new RangeError("bad"));
    await expect(post({ intent: "reply", reply_to: "7", comment: "Same" })).rejects.toThrow(RangeError);
  });

  it("stores a comment with its number rating and a reply under the comment it answers", async () => {
    vi.mocked(addComment).mockResolvedValueOnce({ id: 40, isNew: false, replyNotices: null });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post({ intent: "comment", rating: "4", comment: "Lovely" });
    expect(res).toBeInstanceOf(Response);
    expect(vi.mocked(addComment).mock.calls[0][1]).toMatchObject({ recipe: pancakes.id, rating: 4, email: null, comment: "Lovely" });
    vi.mocked(addReply).mockResolvedValueOnce({
      id: 41,
      isNew: false,
      replies: 1,
      replyNotices: null,
      parent: { name: "Pat", comment: "Lovely." },
    });
    await post({ intent: "reply", reply_to: "7", comment: "Same" });
    expect(vi.mocked(addReply).mock.calls[0][1]).toMatchObject({ recipe: pancakes.id, parent: 7, comment: "Same" });
  });
});
