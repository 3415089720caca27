import { vitePlugin as remix } from "@remix-run/dev";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputOptions } from "rollup";
import { defineConfig } from "vite";
import { compileHints } from "./vite-plugins/compile-hints";
import { offlineWorker } from "./vite-plugins/offline-worker";
import { markdownText } from "./vite-plugins/markdown-text";
import { pictureWidths } from "./vite-plugins/picture-widths";
import { routeTableOnce } from "./vite-plugins/route-table-once";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    pictureWidths(),
    compileHints(),
    offlineWorker(),
    markdownText(),
    routeTableOnce(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The server's source map only on request, for npm run profile to name app files (never the browser's: no source is
  // published). No gzip sizes in the build's log: gzipping every chunk to print them was a tenth of a build's CPU.
  build: {
    sourcemap: Boolean(isSsrBuild && process.env.SERVER_SOURCEMAP),
    reportCompressedSize: false,
    rollupOptions: isSsrBuild ? {} : { output: FEWER_REQUESTS },
  },
}));

/**
 * The browser's first use of a recipe page asked for 27 files, a third of them under 1.5 KB; merged into the chunks
 * loaded with them, it asks for 16, 1 KB more gzipped (decision 021). A module only ever loaded by `import()` keeps a
 * chunk of its own, which nothing is merged into, so that no merge loads it early (decision 015).
 */
const onDemand = new Map<string, string>();
const FEWER_REQUESTS: OutputOptions = {
  experimentalMinChunkSize: 1500,
  onlyExplicitManualChunks: true,
  manualChunks(id, { getModuleInfo }) {
    const module = getModuleInfo(id);
    if (!module || module.importers.length > 0 || module.dynamicImporters.length === 0) return;
    const name = basename(id).replace(/\.\w+$/, "");
    // A chunk is named once: two such modules of one file name would share it, and either's click would load both.
    const other = onDemand.get(name) ?? id;
    if (other !== id) throw new Error(`${id} and ${other} are both loaded by import(): give one another file name`);
    onDemand.set(name, id);
    return name;
  },
};
