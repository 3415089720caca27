import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { freePort, ROOT, stopGroup, waitFor } from "../../scripts/stack";

// `npm run recipe:new` in a copy of the project, then `npm start` there: the new recipe is built, seeded and served
// without touching the code under test. One build, with the pictures already encoded here, so only the new one is.
const COPIED = [
  "app",
  "content",
  "local",
  "migrations",
  "public",
  "scripts",
  "worker",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "wrangler.toml",
];
const SLUG = "zestylentiltestsoup";
const TITLE = "Zesty Lentil Test Soup";

describe("a recipe added from the template", () => {
  let dir: string;
  let start: ChildProcess;
  let site: string;
  let servicesPort: number;
  let output = "";
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync("npx", ["tsx", ...args], { cwd: dir, encoding: "utf8", env: { ...process.env, ...env } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "recipe-new-"));
    for (const path of COPIED) cpSync(join(ROOT, path), join(dir, path), { recursive: true });
    if (existsSync(join(ROOT, ".cache/pictures"))) cpSync(join(ROOT, ".cache/pictures"), join(dir, ".cache/pictures"), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
    const added = run([
      "scripts/recipe-new.ts",
      SLUG,
      "--category",
      "side",
      "--title",
      TITLE,
      "--ingredients",
      "salt,black pepper,yellow onion",
    ]);
    output += added.stdout + added.stderr;
    expect(added.status, output).toBe(0);
  }, 60_000);

  afterAll(async () => {
    if (start) await stopGroup(start);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("is one module, its placeholder picture and its two lines in the one list, with the next id", () => {
    expect(output).toContain(`Added ${TITLE} as /${SLUG}, id ${Math.max(...recipes.map((r) => r.id)) + 1}`);
    const module = readFileSync(join(dir, `app/recipes/${SLUG}.ts`), "utf8");
    expect(module).toContain(`title: "${TITLE}"`);
    expect(module).toContain(`{ item: "yellow onion", amount: 1, unit: "", plural: "yellow onions" }`);
    expect(existsSync(join(dir, `public/images/recipes/${SLUG}.jpg`))).toBe(true);
    const index = readFileSync(join(dir, "app/recipes/index.ts"), "utf8");
    const before = readFileSync(join(ROOT, "app/recipes/index.ts"), "utf8");
    expect(index.split("\n").filter((line) => !before.split("\n").includes(line))).toEqual([
      `import ${SLUG} from "./${SLUG}";`,
      `  ${SLUG}: { id: ${Math.max(...recipes.map((r) => r.id)) + 1}, module: ${SLUG} },`,
    ]);
  });

  it("is told by recipe:check what is still the template's", () => {
    const check = run(["scripts/check-recipes.ts", SLUG, "--no-db"]);
    expect(check.status).toBe(1);
    const lines = check.stdout.split("\n");
    expect(lines).toContain(
      `${SLUG}: picture: still the placeholder: draw it in scripts/recipe-art/pictures.ts and run npx tsx scripts/make-images.ts, or save a photo over the JPEG`,
    );
    expect(lines).toContain(`${SLUG}: alt text: still the placeholder's: describe what the picture shows`);
    expect(lines).toContain(`${SLUG}: module: the template's TODO is still in intro, step 1`);
    expect(lines).toContain(`${SLUG}: equipment: toolLinks is empty`);
    expect(lines.some((l) => l.includes("catalog entries"))).toBe(false);
  });

  it("is served once built and seeded: its page, its card in its category and its search hit", async () => {
    const port = await freePort();
    servicesPort = await freePort();
    site = `http://127.0.0.1:${port}`;
    start = spawn("npx", ["tsx", "scripts/start.ts", "--build"], {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: String(port), LOCAL_SERVICES_PORT: String(servicesPort), DATA_DIR: join(dir, ".data") },
    });
    start.stdout!.on("data", (d) => (output += d));
    start.stderr!.on("data", (d) => (output += d));
    await waitFor(`${site}/healthz`, 400_000, start);

    const page = await fetch(`${site}/${SLUG}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<h1>${TITLE}</h1>`);
    const sides = await (await fetch(`${site}/sides`)).text();
    expect(sides).toContain(`href="/${SLUG}"`);
    expect(sides).toContain(TITLE);
    const search = await (await fetch(`${site}/search?q=zesty`)).text();
    expect(search).toContain(`href="/${SLUG}"`);

    // Seeded: recipe:check finds its listing row and search document in the running site's database.
    const check = run(["scripts/check-recipes.ts", SLUG], { LOCAL_SERVICES_PORT: String(servicesPort) });
    expect(check.stdout).not.toContain("listing row");
  }, 420_000);
});
