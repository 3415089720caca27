import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";

const SOURCE = fileURLToPath(new URL("../app/offline/service-worker.ts", import.meta.url));
const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));
// The page shell besides the build's scripts: the offline page's icons. An installed app's own icon (icon-192) is the
// browser's to keep, from the web manifest.
const PUBLIC_FILES = ["favicon.svg", "icons/icon-32.png"];

type Entry = { url: string; revision: string | null };

const hash = (text: string | Buffer) => createHash("sha256").update(text).digest("hex").slice(0, 16);

// What the worker fetches for every reader as it installs: the scripts of the entry, the root, the offline page and the
// pages a cook keeps to use without a signal (home, a category, a recipe, a list), with what they load on a click. The
// rest of a reader's pages keep their scripts as they are opened (app/offline/service-worker.ts); the owner's pages,
// from their mail (moderation, replying as the author, sending an issue), never reach a reader's device.
const KEPT_UP_FRONT = /[\\/]app[\\/](entry\.client|root|routes[\\/](_index|category|recipe|list|offline))\.tsx(\?|$)/;
// Loaded on a click, but of no use without a signal: a reply can't be sent.
const ONLINE_ONLY = /[\\/]app[\\/]comments[\\/]ReplyForm\.tsx$/;

type BuiltFile = {
  fileName: string;
  type: "chunk" | "asset";
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
};

/** The client build's files the worker keeps up front: those KEPT_UP_FRONT loads, now or on a click, and stylesheets. */
export function precacheFiles(files: BuiltFile[]): string[] {
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const wanted = files.filter((f) => f.type === "chunk" && f.isEntry && KEPT_UP_FRONT.test(f.facadeModuleId ?? "")).map((f) => f.fileName);
  const found = new Set<string>();
  for (let name = wanted.pop(); name !== undefined; name = wanted.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    const file = byName.get(name);
    const onClick = (file?.dynamicImports ?? []).filter((d) => !ONLINE_ONLY.test(byName.get(d)?.facadeModuleId ?? ""));
    wanted.push(...(file?.imports ?? []), ...onClick);
  }
  return files.filter((f) => found.has(f.fileName) || (f.type === "asset" && f.fileName.endsWith(".css"))).map((f) => f.fileName);
}

/**
 * What a build's service worker keeps up front: the scripts precacheFiles names (their names are their hashes), a few public files, and the
 * offline page, whose revision changes with the scripts it names. Pictures are kept as pages show them, not here.
 */
export function precacheEntries(files: string[], publicFile: (name: string) => Buffer): Entry[] {
  const scripts = files.filter((f) => f.startsWith("assets/") && !f.startsWith("assets/pictures/") && /\.(js|css)$/.test(f)).sort();
  return [
    ...scripts.map((f) => ({ url: `/${f}`, revision: null })),
    ...PUBLIC_FILES.map((f) => ({ url: `/${f}`, revision: hash(publicFile(f)) })),
    { url: "/offline", revision: hash(scripts.join("\n")) },
  ];
}

/**
 * Writes build/client/sw.js: app/offline/service-worker.ts with the build's precache list, once the server build that
 * follows the client's is written (the list waits in a file beside build/client until then). Remix's route manifest
 * file (/assets/manifest-*.js) is left out: with lazy route discovery no page loads it, each page carries its own part.
 */
export function offlineWorker(): Plugin {
  let ssr = false;
  let outDir = "";
  const pending = () => join(outDir, "..", ".offline-worker-files.json");
  return {
    name: "offline-worker",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      if (!ssr) writeFileSync(pending(), JSON.stringify(precacheFiles(Object.values(bundle) as BuiltFile[])));
    },
    async writeBundle() {
      if (!ssr) return;
      const client = join(outDir, "..", "client");
      const files = JSON.parse(readFileSync(pending(), "utf8")) as string[];
      rmSync(pending(), { force: true });
      writeFileSync(join(client, "sw.js"), await buildServiceWorker(precacheEntries(files, (f) => readFileSync(`${PUBLIC}${f}`))));
    },
  };
}

async function buildServiceWorker(entries: Entry[]): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    define: { __PRECACHE_ENTRIES__: JSON.stringify(entries), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      target: "es2020",
      rollupOptions: { input: SOURCE, output: { format: "iife", entryFileNames: "sw.js" } },
    },
  });
  const chunk = (Array.isArray(output) ? output[0] : output) as { output: { type: string; code?: string }[] };
  const code = chunk.output.find((o) => o.type === "chunk")?.code;
  if (!code) throw new Error("offline-worker: the service worker was not built");
  return code;
}
