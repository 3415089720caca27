/**
 * Every time limit guards against a hang, never measures speed: each is several times what its slowest test or wait
 * takes here with the machine busy, so that a machine three times slower, or one core (`taskset -c 0 npm test`),
 * passes too (docs/testing.md). Speed has its own scripts (`npm run bench`, `npm run budget`).
 */
export const HANG = {
  /** A unit test: the amount sweeps take seconds of CPU. */
  unit: 120_000,
  /** A test that talks to servers: pages, posts, mails, a browser. */
  test: 180_000,
  /** Starting servers, a browser, a copy of the site. */
  hook: 300_000,
  /** `npm run dev`'s rebuild of a copy of the whole site, and its restart. */
  rebuild: 600_000,
  /** `expect.poll`'s wait for an event: a mail, a log line, a page's answer. */
  poll: 60_000,
  /** A page load or an action in Chromium (Playwright's own default is 30 s). */
  browser: 90_000,
  /**
   * A query the worker under test waits for (DATABASE_TIMEOUT_MS). Production's 5 s is a limit a normal query can
   * reach on a busy machine; a test of the limit itself sets its own.
   */
  query: 30_000,
};

/** A worker's vars for HANG.query. */
export const PATIENT_DATABASE = { DATABASE_TIMEOUT_MS: String(HANG.query) };
