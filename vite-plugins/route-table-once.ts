import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** Where the worker's copy of @remix-run/router is written; wrangler.toml's [alias] bundles it in the package's place. */
const WORKER_ROUTER = "build/server/remix-router.js";

// Remix flattens, ranks and compiles the whole route table to regular expressions at every match, four times a
// request, and tries each branch in turn; two of those tables are made afresh each render (RemixServer's), with the
// same routes. So a table's ranked branches are kept by its shape (each route's id, path and kind), which branch an
// address matched by shape and address, and each compiled path by pattern; the matches name the caller's own routes.
const MATCH_ONCE = `
const tables = new WeakMap();
const shapes = new Map();
function routeTable(routes) {
  let table = tables.get(routes);
  if (table) return table;
  const byId = new Map();
  let key = "";
  let shared = true;
  const walk = (list) => {
    for (const route of list) {
      if (route.id == null || byId.has(route.id)) shared = false;
      byId.set(route.id, route);
      key += \`\${route.id}\\u0000\${route.path ?? ""}\\u0000\${route.index ? 1 : 0}\${route.caseSensitive ? 1 : 0}(\`;
      if (route.children) walk(route.children);
      key += ")";
    }
  };
  walk(routes);
  if (!shared) key = null;
  let shape = key === null ? undefined : shapes.get(key);
  if (!shape) {
    const branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    shape = { branches, matched: new Map() };
    if (key !== null) {
      if (shapes.size >= 100) shapes.clear();
      shapes.set(key, shape);
    }
  }
  table = { shape, byId, bound: new Map() };
  tables.set(routes, table);
  return table;
}
function boundBranch(table, i) {
  let branch = table.bound.get(i);
  if (!branch) {
    const kept = table.shape.branches[i];
    branch = { ...kept, routesMeta: kept.routesMeta.map((meta) => ({ ...meta, route: table.byId.get(meta.route.id) ?? meta.route })) };
    table.bound.set(i, branch);
  }
  return branch;
}
`;

const PATCHES: [string, string][] = [
  [
    "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n  let decoded = decodePath(pathname);\n",
    "  const table = routeTable(routes);\n" +
      "  const decoded = decodePath(pathname);\n" +
      '  const key = (allowPartial ? "1" : "0") + decoded;\n' +
      "  let found = table.shape.matched.get(key);\n" +
      "  if (found === undefined) {\n" +
      "    found = table.shape.branches.findIndex((branch) => matchRouteBranch(branch, decoded, allowPartial) != null);\n" +
      "    if (table.shape.matched.size >= 1000) table.shape.matched.clear();\n" +
      "    table.shape.matched.set(key, found);\n" +
      "  }\n" +
      "  return found === -1 ? null : matchRouteBranch(boundBranch(table, found), decoded, allowPartial);\n" +
      "  let branches, matches;\n",
  ],
  [
    "function compilePath(path, caseSensitive, end) {\n",
    MATCH_ONCE +
      "const compiledPaths = new Map();\n" +
      "function compilePath(path, caseSensitive, end) {\n" +
      "  const key = `${caseSensitive} ${end} ${path}`;\n" +
      "  let compiled = compiledPaths.get(key);\n" +
      "  if (!compiled) {\n" +
      "    if (compiledPaths.size >= 1000) compiledPaths.clear();\n" +
      "    compiledPaths.set(key, (compiled = compilePathOnce(path, caseSensitive, end)));\n" +
      "  }\n" +
      "  return compiled;\n" +
      "}\n" +
      "function compilePathOnce(path, caseSensitive, end) {\n",
  ],
];

/** The router's ES module with each patch applied once; a router whose code moved fails the build, never the site. */
export function routerOnce(source: string): string {
  // Its source map would point into the package's file, lines away from the patched one.
  const withoutMap = source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  return PATCHES.reduce((code, [from, to]) => {
    const at = code.indexOf(from);
    if (at === -1 || code.indexOf(from, at + 1) !== -1)
      throw new Error(`@remix-run/router changed: "${from.split("\n")[0]}" is not in it once (vite-plugins/route-table-once.ts)`);
    return code.replace(from, to);
  }, withoutMap);
}

/** Writes the worker's router beside the server build (decision 027). */
export function routeTableOnce(): Plugin {
  let ssr = false;
  let root = "";
  return {
    name: "route-table-once",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    writeBundle() {
      if (!ssr) return;
      const require = createRequire(join(root, "package.json"));
      const pkg = require.resolve("@remix-run/router/package.json");
      const module = (JSON.parse(readFileSync(pkg, "utf8")) as { module: string }).module;
      writeFileSync(join(root, WORKER_ROUTER), routerOnce(readFileSync(join(dirname(pkg), module), "utf8")));
    },
  };
}
