import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deployConfigProblems } from "./deploy-config";

const ROOT = new URL("../", import.meta.url).pathname;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The repository's wrangler.toml with `vars` under [vars], and .dev.vars beside it when given. */
function configWith(vars: string, devVars?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "deploy-config-"));
  dirs.push(dir);
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8").replace(/^\[vars\]$/m, `[vars]\n${vars}`);
  writeFileSync(join(dir, "wrangler.toml"), toml);
  if (devVars !== undefined) writeFileSync(join(dir, ".dev.vars"), devVars);
  return join(dir, "wrangler.toml");
}
const said = (path: string, extra?: Record<string, string>) =>
  deployConfigProblems(path, extra).problems.map((p) => `${p.variable} ${p.problem}`);

describe("the deploy check", () => {
  it("refuses a configuration to deploy that names no public address, even with one in .dev.vars", () => {
    const problem = expect.stringMatching(/^SITE_URL is not set: the site's public address .* never come from a request's Host header$/);
    expect(said(configWith(""))).toEqual([problem]);
    expect(said(configWith('SITE_URL = ""'))).toEqual([problem]);
    expect(said(configWith("", "SITE_URL=http://127.0.0.1:8787\n"))).toEqual([problem]);
  });

  it("passes the repository's configuration once SITE_URL is set, in [vars] or as wrangler deploy's --var", () => {
    expect(said(configWith('SITE_URL = "https://recipes.example.com"'))).toEqual([]);
    expect(said(configWith(""), { SITE_URL: "https://recipes.example.com" })).toEqual([]);
  });

  it("refuses an address of this machine or no address at all", () => {
    expect(said(configWith('SITE_URL = "http://127.0.0.1:8787"'))).toEqual(["SITE_URL names this machine; give the site's public address"]);
    expect(said(configWith('SITE_URL = "http://localhost:8787/"'))).toEqual([
      "SITE_URL names this machine; give the site's public address",
    ]);
    expect(said(configWith('SITE_URL = "recipes.example.com"'))[0]).toMatch(/^SITE_URL must be an http:\/\/ or https:\/\/ address/);
  });
});
