import type { OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints";

const chunk = (fileName: string, moduleIds: string[]) =>
  ({ type: "chunk", fileName, moduleIds, code: "var a=1;" }) as unknown as OutputChunk;

function build(ssr: boolean) {
  const bundle = {
    "assets/components.js": chunk("assets/components.js", ["/app/node_modules/react/index.js", "/app/node_modules/react-dom/index.js"]),
    "assets/recipe.js": chunk("assets/recipe.js", ["/app/app/routes/recipe.tsx", "/app/node_modules/react-dom-helper/x.js"]),
  } as unknown as OutputBundle;
  // Vite calls these two hooks as plain functions.
  const plugin = compileHints() as unknown as {
    configResolved(config: { build: { ssr: boolean } }): void;
    generateBundle(options: object, bundle: OutputBundle): void;
  };
  plugin.configResolved({ build: { ssr } });
  plugin.generateBundle({}, bundle);
  return bundle as Record<string, OutputChunk>;
}

describe("compileHints", () => {
  it("puts the hint on the first line of the chunk holding React DOM, and nowhere else", () => {
    const out = build(false);
    expect(out["assets/components.js"].code).toBe(`${COMPILE_HINT}\nvar a=1;`);
    expect(out["assets/recipe.js"].code).toBe("var a=1;");
  });

  it("leaves the server build alone", () => {
    expect(build(true)["assets/components.js"].code).toBe("var a=1;");
  });
});
