import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deadExports, programOf } from "./check-exports";

const root = mkdtempSync(join(tmpdir(), "check-exports-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>) {
  const options = { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, types: [], lib: ["ES2022"] };
  writeFileSync(join(root, "tsconfig.json"), JSON.stringify({ include: ["."], compilerOptions: options }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return deadExports(programOf(join(root, "tsconfig.json"))).map((d) => `${d.file} ${d.name} ${d.usedInItsFile ? "own file" : "nowhere"}`);
}

describe("npm run typecheck's check of exports", () => {
  it("names what is exported and used only in its own file or nowhere, and passes what is imported, re-exported or read by Remix", () => {
    const dead = project({
      "amounts.ts": `export const imported = 1;
export const ownOnly = 2;
export const unused = 3;
export type Described = number;
export type Unused = string;
export function tsp(n: Described) { return n * ownOnly; }`,
      "page.ts": `import { imported, tsp } from "./amounts";
import { again } from "./again";
export const shown = [imported, tsp(1), again];`,
      "again.ts": `export { imported as again, unused as unusedAgain } from "./amounts";`,
      "lazy.ts": `export const onDemand = 1;`,
      "uses-lazy.ts": `export const load = () => import("./lazy");`,
      "app/routes/home.ts": `export const loader = () => null;
export default function Home() { return null; }
export const extra = 1;`,
    });
    expect(dead).toEqual([
      "again.ts unusedAgain nowhere",
      "amounts.ts ownOnly own file",
      "amounts.ts unused nowhere",
      "amounts.ts Unused nowhere",
      "app/routes/home.ts extra nowhere",
      "page.ts shown nowhere",
      "uses-lazy.ts load nowhere",
    ]);
  });
});
