import type { Plugin } from "vite";

/**
 * Imports a .md file as its text, as wrangler's Text rule (wrangler.toml) does for the worker's own bundle: the
 * newsletter's issues are Markdown files that both the Remix build and the worker's Cron Trigger read.
 */
export function markdownText(): Plugin {
  return {
    name: "markdown-text",
    transform(code, id) {
      if (id.endsWith(".md")) return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
