/**
 * What `npm run deploy:check` says of a wrangler configuration (scripts/check-config.ts runs it): the worker's own
 * schema (app/utils/config.server.ts) over its [vars] and, when there is one, .dev.vars beside it.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseEnv } from "node:util";
import { experimental_readRawConfig } from "wrangler";
import { checkVariables, SECRETS, SITE_URL_MISSING, type Problem } from "../app/utils/config.server";
import { isLocalHostname } from "../app/utils/db.server";

export type Found = Problem & { where: string };

/** `extraVars`: what `wrangler deploy --var NAME:VALUE` adds to [vars]. */
export function deployConfigProblems(
  configPath: string,
  extraVars: Record<string, string> = {},
): { problems: Found[]; devVarsPath: string | null } {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const vars: Record<string, unknown> = { ...rawConfig.vars, ...extraVars };
  const devVarsPath = join(dirname(configPath), ".dev.vars");
  const devVars = existsSync(devVarsPath) ? parseEnv(readFileSync(devVarsPath, "utf8")) : null;

  const problems: Found[] = [];
  const add = (where: string, found: Problem[]) => problems.push(...found.map((p) => ({ ...p, where })));

  add(
    `${configPath} [vars]`,
    SECRETS.filter((name) => name in vars).map((variable) => ({
      variable,
      problem: `is a secret: set it with \`wrangler secret put ${variable}\` (locally: .dev.vars), not in [vars]`,
    })),
  );
  const checked = checkVariables(vars);
  add(`${configPath} [vars]`, checked.problems);
  // What is deployed is the public site: .dev.vars never goes with it, and a local address reaches no reader.
  const site = checked.values?.SITE_URL;
  if (checked.values && !site) add(`${configPath} [vars]`, [SITE_URL_MISSING]);
  if (site && isLocalHostname(site.hostname))
    add(`${configPath} [vars]`, [{ variable: "SITE_URL", problem: "names this machine; give the site's public address" }]);
  const transport = devVars?.MAIL_TRANSPORT ?? vars.MAIL_TRANSPORT;
  if (transport === "cloudflare" && !rawConfig.send_email?.some((b: { name: string }) => b.name === "OWNER_MAIL"))
    add(configPath, [{ variable: "MAIL_TRANSPORT", problem: 'is "cloudflare", but there is no [[send_email]] binding named OWNER_MAIL' }]);
  // wrangler dev gives the worker .dev.vars on top of [vars]; what [vars] got wrong is said above.
  if (devVars)
    add(
      devVarsPath,
      checkVariables({ ...vars, ...devVars }).problems.filter((p) => p.variable in devVars),
    );
  return { problems, devVarsPath: devVars ? devVarsPath : null };
}
