import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";

const SOURCE = fileURLToPath(new URL("../app/offline/service-worker.ts", import.meta.url));
const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));
// The page shell besides the build's scripts: what the offline page and an installed app ask for first.
const PUBLIC_FILES = ["favicon.svg", "icons/icon-32.png", "icons/icon-192.png"];

type Entry = { url: string; revision: string | null };

// Pages only the owner opens, from their mail: moderation, replying as the author, sending an issue. No reader's
// device needs their code (the send page's Markdown renderer alone was a fifth of what the worker fetched).
const OWNER_ROUTES = /[\\/]routes[\\/](comments\.\$id\.\$action|comments\.\$id\.reply|newsletter\.send\.\$slug)\.tsx(\?|$)/;

type BuiltFile = {
  fileName: string;
  type: "chunk" | "asset";
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
};

/** The client build's files a reader's pages can load: from the entry and every route but the owner's, what they import, now or on a click. */
export function readerFiles(files: BuiltFile[]): string[] {
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const wanted = files.filter((f) => f.type === "chunk" && f.isEntry && !OWNER_ROUTES.test(f.facadeModuleId ?? "")).map((f) => f.fileName);
  const found = new Set<string>();
  for (let name = wanted.pop(); name !== undefined; name = wanted.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    const file = byName.get(name);
    wanted.push(...(file?.imports ?? []), ...(file?.dynamicImports ?? []));
  }
  return files.filter((f) => found.has(f.fileName) || (f.type === "asset" && !f.fileName.endsWith(".js"))).map((f) => f.fileName);
}

const hash = (text: string | Buffer) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * What a build's service worker keeps up front: its readers' scripts (their names are their hashes), a few public files, and the
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
 * Writes build/client/sw.js: app/offline/service-worker.ts with the build's precache list. The client build knows its
 * scripts; Remix names the browser's route manifest (/assets/manifest-*.js) only in the server build that follows, so
 * the list waits in a file beside build/client until then.
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
      if (!ssr) {
        writeFileSync(pending(), JSON.stringify(readerFiles(Object.values(bundle) as BuiltFile[])));
        return;
      }
      const manifest = Object.values(bundle)
        .map((file) => (file.type === "chunk" ? file.code.match(/\/assets\/manifest-[0-9a-f]+\.js/)?.[0] : undefined))
        .find(Boolean);
      if (!manifest) throw new Error("offline-worker: the server build names no browser manifest");
      this.emitFile({ type: "asset", fileName: ".offline-worker-manifest", source: manifest.slice(1) });
    },
    async writeBundle(_options, bundle) {
      if (!ssr) return;
      const manifest = String((bundle[".offline-worker-manifest"] as { source: string }).source);
      rmSync(join(outDir, ".offline-worker-manifest"), { force: true });
      const client = join(outDir, "..", "client");
      const files = [...(JSON.parse(readFileSync(pending(), "utf8")) as string[]), manifest];
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
