/**
 * `npm run subscribers`: prints the newsletter list of DATABASE_URL (default:
 * the local database) as CSV on stdout: email, subscribed_at, unsubscribe_url, state
 * (confirmed, or pending: a confirmation link sent and not yet pressed).
 * Each URL is signed with the secret the worker uses (FORM_SECRET; unset, the
 * same default as the worker's) and starts with the site's public address
 * (SITE_URL or --site-url=…; the local site when the database is local).
 */
import { listSubscribers } from "../app/readers-mail/subscription.server";
import { checkVariables, config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import { DEFAULT_SITE_PORT, isLocalDatabaseUrl, LOCAL_FORM_SECRET, withDatabase } from "../local/stack";
import { subscribersCsv } from "./subscribers-csv";

// The worker's own schema reads these, so each means here what it means to the worker.
const siteArg = process.argv.find((a) => a.startsWith("--site-url="))?.slice("--site-url=".length);
const { DATABASE_URL, SITE_URL, FORM_SECRET } = process.env;
const { values, problems } = checkVariables({ DATABASE_URL, FORM_SECRET, SITE_URL: siteArg ?? SITE_URL });
if (!values) {
  for (const { variable, problem } of problems) console.error(`${variable === "SITE_URL" && siteArg ? "--site-url" : variable} ${problem}`);
  process.exit(1);
}
const local = !values.DATABASE_URL || isLocalDatabaseUrl(values.DATABASE_URL);
const origin = values.SITE_URL?.origin ?? (local ? `http://127.0.0.1:${process.env.PORT ?? DEFAULT_SITE_PORT}` : undefined);
if (!origin) {
  console.error("Set SITE_URL (or pass --site-url=https://…): the unsubscribe links need the site's public address.");
  process.exit(1);
}
// The worker's secret: FORM_SECRET, else what `npm start` gives the local worker, else derived from DATABASE_URL as the worker does.
const secret = values.FORM_SECRET ?? (local ? LOCAL_FORM_SECRET : config({ DATABASE_URL } as unknown as Env).formSecret);
if (!values.FORM_SECRET && !local) {
  console.error("FORM_SECRET is not set: signing as a worker without FORM_SECRET does. If the worker has one, set the same here.");
}

await withDatabase(async (db, where) => {
  const rows = await listSubscribers(db);
  process.stdout.write(await subscribersCsv(rows, { secret, origin }));
  const pending = rows.filter((r) => r.state === "pending").length;
  console.error(`${rows.length} subscribers from ${where}: ${rows.length - pending} confirmed, ${pending} waiting for confirmation`);
});
