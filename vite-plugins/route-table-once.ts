import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** Where the worker's copy of @remix-run/router is written; wrangler.toml's [alias] bundles it in the package's place. */
const WORKER_ROUTER = "build/server/remix-router.js";

// Remix flattens, ranks and compiles the whole route table to regular expressions at every match, several times a
// request; the table is the build's. Each step's result is kept instead, per routes array and per path pattern.
const PATCHES: [string, string][] = [
  [
    "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    "  let branches = rankedBranches.get(routes);\n" +
      "  if (!branches) {\n    branches = flattenRoutes(routes);\n    rankRouteBranches(branches);\n    rankedBranches.set(routes, branches);\n  }\n",
  ],
  [
    "function compilePath(path, caseSensitive, end) {\n",
    "const rankedBranches = new WeakMap();\n" +
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
