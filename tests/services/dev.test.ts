import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, ROOT, stopGroup, waitFor } from "../../scripts/stack";

// `npm run dev` in a copy of the project, so that its edit never touches the code under test.
const COPIED = [
  "app",
  "build",
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

describe("npm run dev", () => {
  let dir: string;
  let dev: ChildProcess;
  let site: string;
  let output = "";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "dev-"));
    for (const path of COPIED) cpSync(join(ROOT, path), join(dir, path), { recursive: true, preserveTimestamps: true });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
    // The copied build is the one the other tests run: newer than the copied sources, so dev starts without building.
    const now = new Date();
    utimesSync(join(dir, "build/server/index.js"), now, now);
    const [port, servicesPort] = [await freePort(), await freePort()];
    site = `http://127.0.0.1:${port}`;
    dev = spawn("npx", ["tsx", "scripts/dev.ts"], {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: String(port), LOCAL_SERVICES_PORT: String(servicesPort), DATA_DIR: join(dir, ".data") },
    });
    dev.stdout!.on("data", (d) => (output += d));
    dev.stderr!.on("data", (d) => (output += d));
    await waitFor(`${site}/healthz`, 90_000, dev);
  }, 120_000);

  afterAll(async () => {
    if (dev) await stopGroup(dev);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("serves the site, and rebuilds and serves again after an edit under app/, keeping the database", async () => {
    const about = async () => (await fetch(`${site}/about`)).text();
    expect(await about()).toContain("tested in a home kitchen");
    expect(output).not.toContain("[dev] building");

    const file = join(dir, "app/routes/about.tsx");
    writeFileSync(file, readFileSync(file, "utf8").replace("tested in a home kitchen", "tested in a dev kitchen"));
    // The rebuild takes 100 s on this 2-core machine alone, and more beside the other suites.
    await expect.poll(() => about().catch(() => ""), { timeout: 300_000, interval: 1000 }).toContain("tested in a dev kitchen");
    expect(output).toContain("[dev] building");
    expect(output).toContain("[dev] restarting the server");
    // The database of the first start was kept: the restart applied no migration again.
    expect(output.match(/applied 0001/g)).toHaveLength(1);
  }, 330_000);
});
