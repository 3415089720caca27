import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import * as original from "@remix-run/router";
import { routerOnce } from "./route-table-once";

const pkg = createRequire(import.meta.url).resolve("@remix-run/router/package.json");
const source = readFileSync(join(dirname(pkg), (JSON.parse(readFileSync(pkg, "utf8")) as { module: string }).module), "utf8");
const dir = mkdtempSync(join(tmpdir(), "router-once-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROUTES = [
  {
    id: "root",
    path: "",
    children: [
      { id: "index", index: true },
      { id: "about", path: "about" },
      { id: "recipe", path: ":slug" },
      { id: "plan", path: ":slug/plan.ics" },
      { id: "reply", path: "comments/:id/reply" },
      { id: "breakfast", path: "breakfast" },
      { id: "splat", path: "files/*" },
      { id: "optional", path: ":lang?/menu" },
      { id: "case", path: "Exact", caseSensitive: true },
    ],
  },
];
const PATHS = [
  ...["/", "/about", "/pancakes", "/pancakes/plan.ics", "/comments/12/reply", "/breakfast", "/files/a/b", "/a/b/c", "/About"],
  ...["/caf%C3%A9", "/menu", "/fr/menu", "/Exact", "/exact"],
];

describe("the worker's router", () => {
  it("matches every address as the package does, the first time and every time after", async () => {
    const file = join(dir, "router.mjs");
    writeFileSync(file, routerOnce(source));
    const once = (await import(pathToFileURL(file).href)) as typeof original;
    const ids = (m: ReturnType<typeof original.matchRoutes>) => m?.map((x) => [x.route.id, x.pathname, x.params]) ?? null;
    for (let round = 0; round < 3; round++)
      for (const path of PATHS) expect(ids(once.matchRoutes(ROUTES, path)), path).toEqual(ids(original.matchRoutes(ROUTES, path)));
    expect(once.matchPath({ path: "/:slug", end: true }, "/pancakes")?.params).toEqual({ slug: "pancakes" });
  });

  it("matches a table made afresh with the same routes as the package does, naming the new table's own routes", async () => {
    const file = join(dir, "afresh.mjs");
    writeFileSync(file, routerOnce(source));
    const once = (await import(pathToFileURL(file).href)) as typeof original;
    for (let round = 0; round < 3; round++) {
      // As RemixServer makes its routes each render: equal, never the same objects.
      const routes = structuredClone(ROUTES);
      const all = [routes[0], ...routes[0].children];
      for (const path of PATHS) {
        const matched = once.matchRoutes(routes, path);
        expect(matched?.map((m) => [m.route.id, m.pathname, m.params]) ?? null, path).toEqual(
          original.matchRoutes(routes, path)?.map((m) => [m.route.id, m.pathname, m.params]) ?? null,
        );
        for (const m of matched ?? []) expect(all).toContain(m.route);
      }
    }
  });

  it("keeps apart tables whose routes have the same ids but other paths", async () => {
    const file = join(dir, "shapes.mjs");
    writeFileSync(file, routerOnce(source));
    const once = (await import(pathToFileURL(file).href)) as typeof original;
    expect(once.matchRoutes([{ id: "a", path: "/a" }], "/b")).toBeNull();
    expect(once.matchRoutes([{ id: "a", path: "/b" }], "/b")?.[0].route.path).toBe("/b");
    expect(once.matchRoutes([{ id: "a", path: "/b", children: [{ id: "c", path: "c" }] }], "/b/c")?.map((m) => m.route.id)).toEqual([
      "a",
      "c",
    ]);
  });

  it("ranks a routes array once: a route added to it afterwards is never matched (the build's table never changes)", async () => {
    const file = join(dir, "kept.mjs");
    writeFileSync(file, routerOnce(source));
    const once = (await import(pathToFileURL(file).href)) as typeof original;
    const routes = [{ id: "a", path: "/a" }];
    expect(once.matchRoutes(routes, "/b")).toBeNull();
    routes.push({ id: "b", path: "/b" });
    expect(once.matchRoutes(routes, "/b")).toBeNull();
    expect(original.matchRoutes(routes, "/b")?.[0].route.id).toBe("b");
  });

  it("fails the build when the package's code has moved", () => {
    expect(() => routerOnce(source.replace("rankRouteBranches(branches);", "rankBranches(branches);"))).toThrow(
      /@remix-run\/router changed/,
    );
  });
});
