/**
 * A read past its client's limit (worker/read-limit.ts) asks the database nothing: every page that reads it answers
 * 429, which the root's error boundary shows as the site's own page, and the replies a script asks for say so as data.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, isReadLimited } from "~/utils/load-context.server";
import { loader as replies } from "~/routes/comments.$id.replies";
import { loader as home } from "~/routes/_index";
import { loader as category } from "~/routes/category";
import { loader as recipe } from "~/routes/recipe";
import { loader as search } from "~/routes/search";

let asked = 0;
const context = (allowed: boolean) =>
  ({
    cloudflare: { env: { DATABASE_URL: "postgres://app:local@localhost:1/app", FORM_SECRET: "s" } },
    readAllowed: async () => (asked++, allowed),
  }) as unknown as AppLoadContext;
const args = (path: string, params: Record<string, string> = {}) => ({
  request: new Request(`https://recipes.example.com${path}`),
  context: context(false),
  params,
});

let fetched: ReturnType<typeof vi.fn>;
beforeEach(() => {
  asked = 0;
  fetched = vi.fn(() => Promise.reject(new Error("no database here")));
  vi.stubGlobal("fetch", fetched);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const thrown = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (e) {
    return e;
  }
  throw new Error("nothing was thrown");
};

describe("a read past its client's limit", () => {
  it("answers every page that reads the database 429, without a query", async () => {
    for (const [name, load] of [
      ["home", () => home(args("/"))],
      ["category", () => category(args("/breakfast"))],
      ["recipe", () => recipe(args("/pancakes"))],
      ["search", () => search(args("/search?q=pie"))],
    ] as const) {
      const e = await thrown(load as () => Promise<unknown>);
      expect(isReadLimited(e), name).toBe(true);
    }
    expect(fetched).not.toHaveBeenCalled();
    expect(asked).toBe(4);
  });

  it("gives a script asking for replies a 429 it can show beside the comment", async () => {
    const res = (await replies(args("/comments/5/replies", { id: "5" }))) as Response;
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ replies: null, error: "Too many pages at once: try again in a minute" });
    expect(fetched).not.toHaveBeenCalled();
  });

  it("lets a read within the limit query as before (the worker asks its limiter once a request)", async () => {
    const db = getDb(context(true));
    await expect(db.query("SELECT 1")).rejects.toThrow();
    await expect(db.transaction((q) => [q("SELECT 1")])).rejects.toThrow();
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(asked).toBe(2);
  });
});
