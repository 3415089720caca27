/**
 * Only a database that fails gives the degraded pages (docs/decisions/011):
 * the same loaders, given a Db whose query throws a DatabaseError or a
 * TypeError (a bug), degrade for the one and throw the other on to the
 * error boundary.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DatabaseError, type Db } from "~/utils/db.server";
import { loader as replies } from "~/routes/comments.$id.replies";
import { loader as home } from "~/routes/_index";
import { loader as category } from "~/routes/category";
import { loader as recipe } from "~/routes/recipe";
import { action as oneClick } from "~/routes/unsubscribe_.one-click";
import { unsubscribePath } from "~/mailing/signed-links.server";

let failure: Error;
const db: Db = {
  query: () => Promise.reject(failure),
  transaction: () => Promise.reject(failure),
};
vi.mock("~/utils/load-context.server", async (actual) => ({
  ...(await actual<typeof import("~/utils/load-context.server")>()),
  getDb: () => db,
}));

const context = {
  cloudflare: { env: { DATABASE_URL: "postgres://app:local@localhost/app", FORM_SECRET: "s" } },
} as unknown as AppLoadContext;
const oneClickPost = async () => ({
  request: new Request(`https://recipes.example.com${await unsubscribePath("s", "reader@example.com")}`, {
    method: "POST",
    body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
  }),
  context,
  params: {},
});
const args = (path: string, params: Record<string, string> = {}) => ({
  request: new Request(`https://recipes.example.com${path}`),
  context,
  params,
});

const outage = () => new DatabaseError("SELECT category: fetch failed");
const bug = () => new TypeError("Cannot read properties of null (reading 'startsWith')");

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

describe("a database outage", () => {
  beforeEach(() => {
    failure = outage();
  });

  it("leaves the home page without its counts, not kept", async () => {
    const page = (await home(args("/"))) as unknown as { data: { categories: { recipes: number | null }[] }; init: ResponseInit };
    expect(page.data.categories.every((c) => c.recipes === null)).toBe(true);
    expect(new Headers(page.init.headers).get("cache-control")).toBe("no-store");
    expect(errors).toHaveBeenCalledWith("home: category counts unavailable:", "SELECT category: fetch failed");
  });

  it("makes a category page a 503, the replies a 503 and the recipe page one without comments", async () => {
    await expect(category(args("/desserts"))).rejects.toMatchObject({ init: { status: 503 } });
    expect((await replies(args("/comments/7/replies", { id: "7" }))).status).toBe(503);
    const page = (await recipe(args("/pancakes"))) as unknown as { data: { comments: unknown; rating: unknown } };
    expect(page.data).toMatchObject({ comments: null, rating: null });
  });

  it("makes the one-click unsubscribe a 503 that changed nothing", async () => {
    expect(await oneClick(await oneClickPost())).toMatchObject({ data: { state: "unavailable" }, init: { status: 503 } });
    expect(errors).toHaveBeenCalledWith("one-click unsubscribe failed:", "SELECT category: fetch failed");
  });
});

describe("any other exception", () => {
  beforeEach(() => {
    failure = bug();
  });

  it("goes on to the error boundary from every loader that expects an outage", async () => {
    await expect(home(args("/"))).rejects.toBe(failure);
    await expect(category(args("/desserts"))).rejects.toBe(failure);
    await expect(replies(args("/comments/7/replies", { id: "7" }))).rejects.toBe(failure);
    await expect(recipe(args("/pancakes"))).rejects.toBe(failure);
    await expect(oneClick(await oneClickPost())).rejects.toBe(failure);
    expect(errors).not.toHaveBeenCalled();
  });
});
