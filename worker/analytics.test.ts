import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { pageViews, recordPageView, routeOf, VIEW_BEACON_PATH, viewBeacon } from "./analytics";
import type { Env } from "../app/utils/env";

const pageViewsInto = (points: { blobs: string[] }[]): AnalyticsEngineDataset => ({
  writeDataPoint: (p: { blobs: string[] }) => points.push(p),
});

describe("page views", () => {
  it("name the kind of page", () => {
    expect(routeOf("/")).toBe("home");
    expect(routeOf("/about")).toBe("about");
    expect(routeOf("/desserts")).toBe("category");
    expect(routeOf("/beefstew")).toBe("recipe");
    expect(routeOf("/wp-login.php")).toBe("other");
  });

  it("are written to the dataset as route, path and status, with nothing about the visitor", () => {
    const points: unknown[] = [];
    recordPageView({ writeDataPoint: (p) => points.push(p) }, "/beefstew", 200);
    expect(points).toEqual([{ indexes: ["recipe"], blobs: ["recipe", "/beefstew", "200"], doubles: [1] }]);
  });

  it("count pages moved to inside the app from the site's own beacon, and nothing else it is sent", async () => {
    const points: { blobs: string[] }[] = [];
    const app = new Hono<{ Bindings: Env }>().post(VIEW_BEACON_PATH, viewBeacon);
    const env = { PAGE_VIEWS: pageViewsInto(points) } as Env;
    const beacon = (body: string, site = "same-origin") =>
      app.request(VIEW_BEACON_PATH, { method: "POST", body, headers: { "sec-fetch-site": site, "content-type": "text/plain" } }, env);
    for (const path of ["/beefstew", "/desserts", "/about"]) expect((await beacon(path)).status).toBe(204);
    expect((await beacon("/wp-login.php")).status).toBe(204);
    expect((await beacon("beefstew")).status).toBe(204);
    expect((await beacon("/beefstew", "cross-site")).status).toBe(204);
    expect(points.map((p) => p.blobs.slice(0, 2))).toEqual([
      ["recipe", "/beefstew"],
      ["category", "/desserts"],
      ["about", "/about"],
    ]);
  });

  it("count a page loaded whole, and not the offline service worker's fetch of it to keep", async () => {
    const points: { blobs: string[] }[] = [];
    const app = new Hono<{ Bindings: Env }>().use("*", pageViews).get("*", (c) => c.html("<p>Pancakes</p>"));
    const env = { PAGE_VIEWS: pageViewsInto(points) } as Env;
    await app.request("/pancakes", { headers: { "sec-fetch-dest": "document" } }, env);
    await app.request("/pancakes", {}, env);
    await app.request("/pancakes?x=2", { headers: { "sec-fetch-dest": "empty", "sec-fetch-mode": "same-origin" } }, env);
    expect(points.map((p) => p.blobs[1])).toEqual(["/pancakes", "/pancakes"]);
  });

  it("cost a view, never the page, when the dataset fails", () => {
    const broken: AnalyticsEngineDataset = {
      writeDataPoint: () => {
        throw new Error("dataset down");
      },
    };
    expect(() => recordPageView(broken, "/", 200)).not.toThrow();
  });

  it("do nothing when no dataset is bound", () => {
    expect(() => recordPageView(undefined, "/", 200)).not.toThrow();
  });
});
