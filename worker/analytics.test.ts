import { describe, expect, it } from "vitest";
import { recordPageView, routeOf, viewedPath } from "./analytics";

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
    recordPageView({ writeDataPoint: (p: unknown) => points.push(p) } as unknown as AnalyticsEngineDataset, "/beefstew", 200);
    expect(points).toEqual([{ indexes: ["recipe"], blobs: ["recipe", "/beefstew", "200"], doubles: [1] }]);
  });

  it("count documents, and pages moved to inside the app by their data requests", () => {
    expect(viewedPath("/beefstew", "text/html; charset=utf-8")).toBe("/beefstew");
    expect(viewedPath("/nope", "text/html; charset=utf-8")).toBe("/nope");
    expect(viewedPath("/beefstew.data", "text/x-script")).toBe("/beefstew");
    expect(viewedPath("/_root.data", "text/x-script")).toBe("/");
    expect(viewedPath("/desserts.data", "text/x-script")).toBe("/desserts");
    expect(viewedPath("/comments/12/replies.data", "text/x-script")).toBeNull();
    expect(viewedPath("/sitemap.xml", "application/xml")).toBeNull();
    expect(viewedPath("/images/recipes/pancakes.jpg", "image/jpeg")).toBeNull();
  });

  it("do nothing when no dataset is bound", () => {
    expect(() => recordPageView(undefined, "/", 200)).not.toThrow();
  });
});
