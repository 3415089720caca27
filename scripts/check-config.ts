/**
 * `npm run deploy:check` (before wrangler's dry run) and `npm run deploy`: the worker's own configuration schema
 * (app/utils/config.server.ts) over wrangler.toml's [vars] and, when there is one, .dev.vars beside it, so a bad value fails
 * here instead of at the deployed worker's first request (scripts/deploy-config.ts). Secrets set with `wrangler
 * secret put` are not seen here; the worker checks them when it starts. What is deployed must name the site's public
 * address, SITE_URL: .dev.vars is never deployed, so it doesn't count. `--var NAME:VALUE` adds to [vars] as it does
 * for `wrangler deploy`.
 *
 *     tsx scripts/check-config.ts [--config=wrangler.toml] [--var SITE_URL:https://…]
 */
import { deployConfigProblems } from "./deploy-config";

const configPath = process.argv.find((a) => a.startsWith("--config="))?.slice("--config=".length) ?? "wrangler.toml";
const given = process.argv.flatMap((arg, i) =>
  arg === "--var" ? [process.argv[i + 1] ?? ""] : arg.startsWith("--var=") ? [arg.slice(6)] : [],
);
const extraVars: Record<string, string> = {};
for (const pair of given) {
  const colon = pair.indexOf(":");
  if (colon < 1) {
    console.error(`--var ${pair}: give NAME:VALUE, as wrangler deploy takes it`);
    process.exit(1);
  }
  extraVars[pair.slice(0, colon)] = pair.slice(colon + 1);
}

const { problems, devVarsPath } = deployConfigProblems(configPath, extraVars);
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.where}: ${p.variable} ${p.problem}`);
  process.exit(1);
}
console.log(`Configuration checked: ${configPath} [vars]${devVarsPath ? ` and ${devVarsPath}` : ""}.`);
