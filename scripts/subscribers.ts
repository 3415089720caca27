/**
 * `npm run subscribers`: prints the newsletter list of DATABASE_URL (default:
 * the local database) as CSV on stdout: email, subscribed_at, unsubscribe_url.
 * Each URL is signed with the secret the worker uses (FORM_SECRET; unset, the
 * same default as the worker's) and starts with the site's public address
 * (SITE_URL or --site-url=…; the local site when the database is local).
 */
import { formSecret } from "../app/forms/guard.server";
import { listSubscribers } from "../app/models/subscription.server";
import { DEFAULT_SITE_PORT, isLocalDatabaseUrl, LOCAL_FORM_SECRET, withDatabase } from "./stack";
import { subscribersCsv } from "./subscribers-csv";

const databaseUrl = process.env.DATABASE_URL;
const local = !databaseUrl || isLocalDatabaseUrl(databaseUrl);
const siteArg = process.argv.find((a) => a.startsWith("--site-url="))?.slice("--site-url=".length);
const site = siteArg ?? process.env.SITE_URL ?? (local ? `http://127.0.0.1:${process.env.PORT ?? DEFAULT_SITE_PORT}` : undefined);
if (!site) {
  console.error("Set SITE_URL (or pass --site-url=https://…): the unsubscribe links need the site's public address.");
  process.exit(1);
}
let origin: string;
try {
  origin = new URL(site).origin;
} catch {
  console.error(`The site address is not a URL: ${site}`);
  process.exit(1);
}
// The worker's secret: FORM_SECRET, else what `npm start` gives the local worker, else derived from DATABASE_URL as the worker does.
const secret = process.env.FORM_SECRET || (local ? LOCAL_FORM_SECRET : formSecret({ DATABASE_URL: databaseUrl! }));
if (!process.env.FORM_SECRET && !local) {
  console.error("FORM_SECRET is not set: signing as a worker without FORM_SECRET does. If the worker has one, set the same here.");
}

await withDatabase(async (db, where) => {
  const rows = await listSubscribers(db);
  process.stdout.write(await subscribersCsv(rows, { secret, origin }));
  console.error(`${rows.length} subscribers from ${where}`);
});
