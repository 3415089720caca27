import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { freePort, ROOT, stopGroup } from "../../local/stack";
import { HANG } from "../support/hang";

// The owner's loop, in a copy of the project so that nothing touches the code under test: `npm run dev`, then
// `npm run recipe:new` beside it. One rebuild (8 s alone here; minutes beside the other suites) covers both: dev's
// rebuild on an edit under app/, and the new recipe built, seeded and served. The encoded pictures (content/) and
// PGlite's template are copied, so only the new picture is encoded and no initdb runs.
const COPIED = [
  "app",
  "build",
  "content",
  "local",
  "migrations",
  "public",
  "scripts",
  "vite-plugins",
  "worker",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "wrangler.toml",
];
const SLUG = "zestylentiltestsoup";
const TITLE = "Zesty Lentil Test Soup";
const nextId = Math.max(...recipes.map((r) => r.id)) + 1;
// The copy bundles what it builds: the bundle npm test hands the suites is the build under test, not the copy's.
const { WORKER_BUNDLE: _, ...ENV } = process.env;

describe("npm run dev, and a recipe added from the template beside it", () => {
  let dir: string;
  let dev: ChildProcess;
  let site: string;
  let servicesPort: number;
  let output = "";
  let added = "";
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ["--import", "tsx", ...args], { cwd: dir, encoding: "utf8", env: { ...ENV, ...env } });
  /** Resolves once dev has said "Site ready" `times` times in all; fails as soon as dev exits instead. */
  const ready = (times: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if ((output.match(/Site ready: /g) ?? []).length < times) return;
        stop();
        resolve();
      };
      const exited = (code: number | null) => {
        stop();
        reject(new Error(`npm run dev exited (${code}) before it was ready ${times} times:\n${output}`));
      };
      const stop = () => {
        dev.stdout!.off("data", check);
        dev.off("exit", exited);
      };
      dev.stdout!.on("data", check);
      dev.once("exit", exited);
      check();
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "dev-"));
    for (const path of COPIED) cpSync(join(ROOT, path), join(dir, path), { recursive: true, preserveTimestamps: true });
    if (existsSync(join(ROOT, ".cache/pglite"))) cpSync(join(ROOT, ".cache/pglite"), join(dir, ".cache/pglite"), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
    // The copied build is the one the other tests run: newer than the copied sources, so dev starts without building.
    const now = new Date();
    utimesSync(join(dir, "build/server/index.js"), now, now);
    const [port, services] = [await freePort(), await freePort()];
    servicesPort = services;
    site = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...ENV, PORT: String(port), LOCAL_SERVICES_PORT: String(servicesPort), DATA_DIR: join(dir, ".data") },
    });
    dev.stdout!.on("data", (d) => (output += d));
    dev.stderr!.on("data", (d) => (output += d));
    await ready(1);
  });

  afterAll(async () => {
    if (dev) await stopGroup(dev);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("serves the copied build without building it again", async () => {
    expect(await (await fetch(`${site}/about`)).text()).toContain("tested in a home kitchen");
    expect(output).not.toContain("[dev] building");
  });

  it("adds the recipe as one module, its placeholder picture and its two lines in the one list, with the next id", () => {
    const result = run([
      "scripts/recipe-new.ts",
      SLUG,
      "--category",
      "side",
      "--title",
      TITLE,
      "--ingredients",
      "salt,black pepper,yellow onion",
    ]);
    added = result.stdout + result.stderr;
    expect(result.status, added).toBe(0);
    expect(added).toContain(`Added ${TITLE} as /${SLUG}, id ${nextId}`);
    const module = readFileSync(join(dir, `app/recipes/${SLUG}.ts`), "utf8");
    expect(module).toContain(`title: "${TITLE}"`);
    expect(module).toContain(`{ item: "yellow onion", amount: 1, unit: "", plural: "yellow onions" }`);
    expect(existsSync(join(dir, `public/images/recipes/${SLUG}.jpg`))).toBe(true);
    const index = readFileSync(join(dir, "app/recipes/index.ts"), "utf8");
    const before = readFileSync(join(ROOT, "app/recipes/index.ts"), "utf8");
    expect(index.split("\n").filter((line) => !before.split("\n").includes(line))).toEqual([
      `import ${SLUG} from "./${SLUG}";`,
      `  ${SLUG}: { id: ${nextId}, module: ${SLUG} },`,
    ]);
  });

  it("tells the owner through recipe:check what is still the template's", () => {
    const check = run(["scripts/check-recipes.ts", SLUG, "--no-db"]);
    expect(check.status).toBe(1);
    const lines = check.stdout.split("\n");
    expect(lines).toContain(
      `${SLUG}: picture: still the placeholder: draw it in scripts/recipe-art/drawings.ts and run npx tsx scripts/make-images.ts, or save a photo over the JPEG`,
    );
    expect(lines).toContain(`${SLUG}: alt text: still the placeholder's: describe what the picture shows`);
    expect(lines).toContain(`${SLUG}: module: the template's TODO is still in intro, step 1`);
    expect(lines).toContain(`${SLUG}: materials: toolLinks is empty`);
    expect(lines.some((l) => l.includes("catalog entries"))).toBe(false);
  });

  it(
    "rebuilds after the edit under app/, and serves the new recipe seeded, keeping the database",
    async () => {
      await ready(2);
      const page = await fetch(`${site}/${SLUG}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<h1>${TITLE}</h1>`);
      const sides = await (await fetch(`${site}/sides`)).text();
      expect(sides).toContain(`href="/${SLUG}"`);
      expect(sides).toContain(TITLE);
      expect(await (await fetch(`${site}/search?q=zesty`)).text()).toContain(`href="/${SLUG}"`);
      expect(output.match(/\[dev\] building/g)).toHaveLength(1);
      expect(output).toContain("[dev] restarting the server");
      expect(output).not.toContain("[dev] the server stopped");
      // The database of the first start was kept: the restart applied no migration again, and seeded the new recipe.
      expect(output.match(/applied 0001/g)).toHaveLength(1);
      const check = run(["scripts/check-recipes.ts", SLUG], { LOCAL_SERVICES_PORT: String(servicesPort) });
      expect(check.stdout).not.toContain("listing row");
    },
    HANG.rebuild,
  );
});
