import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Does this chunk hold React DOM, whose code hydration runs nearly all of? */
function isFrameworkChunk(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id));
}

/**
 * Marks the chunks holding React DOM (the framework chunk, and the entry that hydrates) so Chromium compiles all of its functions on the thread that
 * streams the file in, rather than one by one on the main thread while hydrating
 * (docs/edge-cache.md has the measurements). Other browsers read it as a comment.
 */
export function compileHints(): Plugin {
  let ssr = false;
  return {
    name: "compile-hints",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // After minification, which drops ordinary comments; the file's name was hashed without the line, the same on every build.
    generateBundle(_options, bundle) {
      if (ssr) return;
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && isFrameworkChunk(file.moduleIds)) file.code = `${COMPILE_HINT}\n${file.code}`;
      }
    },
  };
}
