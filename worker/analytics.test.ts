import { describe, expect, it } from "vitest";
import { recordPageView, routeOf } from "./analytics";

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

  it("do nothing when no dataset is bound", () => {
    expect(() => recordPageView(undefined, "/", 200)).not.toThrow();
  });
});
