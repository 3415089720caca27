/**
 * The site for a benchmark or budget run: the one `npm start` serves (at
 * SITE_URL, default http://127.0.0.1:8787, with its local services on
 * LOCAL_SERVICES_PORT, default 8788) if it answers, else a fresh one started
 * here on free ports over an in-memory database.
 */
import { DEFAULT_SERVICES_PORT, startStack } from "../local/stack";

export async function withSite<T>(work: (siteUrl: string, servicesUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;
  const up = await fetch(`${given}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (up) {
    console.log(`Using the site at ${given}`);
    return work(given, `http://127.0.0.1:${process.env.LOCAL_SERVICES_PORT ?? DEFAULT_SERVICES_PORT}`);
  }
  console.log("No site running: starting one (npm run build first if app/ changed)");
  const { services, worker, stop } = await startStack();
  try {
    return await work(worker.url, `http://127.0.0.1:${services.port}`);
  } finally {
    await stop();
  }
}
