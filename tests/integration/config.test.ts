/** A bad configuration shows at the first request: a plain 500 for the visitor, the variable named in the log (app/utils/config.server.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_FORM_SECRET, type RunningWorker } from "../../local/stack";
import { getPage, startTestWorker } from "../support/site";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { DATABASE_TIMEOUT_MS: "0", MAIL_TRANSPORT: "mailchanels" } });
});
afterAll(() => worker?.stop());

describe("a worker whose configuration is bad", () => {
  it("answers every page and resource with a plain 500 and logs each wrong variable, never a value", async () => {
    // /healthz only says the worker runs (local/stack.ts waits for it).
    expect((await getPage("/healthz", worker.url)).status).toBe(200);
    for (const path of ["/", "/pancakes", "/comments/1/replies"]) {
      const res = await getPage(path, worker.url);
      expect(res.status).toBe(500);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.html).toContain("Something went wrong on our side");
      expect(res.html).not.toMatch(/DATABASE_TIMEOUT_MS|MAIL_TRANSPORT/);
    }
    await expect
      .poll(() => worker.output())
      .toContain(
        'Configuration: DATABASE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000; MAIL_TRANSPORT must be "mailchannels" or "cloudflare"',
      );
    expect(worker.output()).not.toMatch(new RegExp(`${LOCAL_FORM_SECRET}|postgres://|local-key|mailchanels"`));
  });
});
