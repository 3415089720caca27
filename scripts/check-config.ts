/**
 * `npm run deploy:check` (before wrangler's dry run): the worker's own
 * configuration schema (app/config.server.ts) over wrangler.toml's [vars] and,
 * when there is one, .dev.vars beside it, so a bad value fails here instead
 * of at the deployed worker's first request. Secrets set with `wrangler
 * secret put` are not seen here; the worker checks them when it starts.
 *
 *     tsx scripts/check-config.ts [--config=wrangler.toml]
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseEnv } from "node:util";
import { experimental_readRawConfig } from "wrangler";
import { checkVariables, SECRETS, type Problem } from "../app/config.server";

const configPath = process.argv.find((a) => a.startsWith("--config="))?.slice("--config=".length) ?? "wrangler.toml";
const { rawConfig } = experimental_readRawConfig({ config: configPath });
const vars: Record<string, unknown> = rawConfig.vars ?? {};
const devVarsPath = join(dirname(configPath), ".dev.vars");
const devVars = existsSync(devVarsPath) ? parseEnv(readFileSync(devVarsPath, "utf8")) : null;

const problems: (Problem & { where: string })[] = [];
const add = (where: string, found: Problem[]) => problems.push(...found.map((p) => ({ ...p, where })));

add(
  `${configPath} [vars]`,
  SECRETS.filter((name) => name in vars).map((variable) => ({
    variable,
    problem: `is a secret: set it with \`wrangler secret put ${variable}\` (locally: .dev.vars), not in [vars]`,
  })),
);
add(`${configPath} [vars]`, checkVariables(vars).problems);
const transport = devVars?.MAIL_TRANSPORT ?? vars.MAIL_TRANSPORT;
if (transport === "cloudflare" && !rawConfig.send_email?.some((b: { name: string }) => b.name === "OWNER_MAIL"))
  add(configPath, [{ variable: "MAIL_TRANSPORT", problem: 'is "cloudflare", but there is no [[send_email]] binding named OWNER_MAIL' }]);
// wrangler dev gives the worker .dev.vars on top of [vars]; what [vars] got wrong is said above.
if (devVars)
  add(
    devVarsPath,
    checkVariables({ ...vars, ...devVars }).problems.filter((p) => p.variable in devVars),
  );

if (problems.length > 0) {
  for (const p of problems) console.error(`${p.where}: ${p.variable} ${p.problem}`);
  process.exit(1);
}
console.log(`Configuration checked: ${configPath} [vars]${devVars ? ` and ${devVarsPath}` : ""}.`);
