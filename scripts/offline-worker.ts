import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";

const SOURCE = fileURLToPath(new URL("../app/offline/service-worker.ts", import.meta.url));
const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));
// The page shell besides the build's scripts: what the offline page and an installed app ask for first.
const PUBLIC_FILES = ["favicon.svg", "icons/icon-32.png", "icons/icon-192.png"];

type Entry = { url: string; revision: string | null };

const hash = (text: string | Buffer) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * What a build's service worker keeps up front: its scripts (their names are their hashes), a few public files, and the
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

/** Writes build/client/sw.js in the client build: app/offline/service-worker.ts with the build's precache list. */
export function offlineWorker(): Plugin {
  let ssr = false;
  return {
    name: "offline-worker",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const entries = precacheEntries(Object.keys(bundle), (f) => readFileSync(`${PUBLIC}${f}`));
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
      this.emitFile({ type: "asset", fileName: "sw.js", source: code });
    },
  };
}
