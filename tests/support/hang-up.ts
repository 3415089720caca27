/**
 * Requests from a client in another process that hangs up: it sends each
 * request at its time (ms after the first), then exits `hangUpAfterMs`
 * after the last one is written, without waiting for answers, as a worker
 * does when its query times out. Another process, so that the hang-up
 * happens on time even while PGlite (which runs on the test's own thread)
 * is busy.
 */
import { spawn } from "node:child_process";

export async function hangUp(
  url: string,
  headers: Record<string, string>,
  requests: { atMs: number; body: unknown }[],
  hangUpAfterMs: number,
): Promise<void> {
  const script = `
    const http = require("node:http");
    const requests = ${JSON.stringify(requests)};
    let written = 0;
    for (const r of requests) setTimeout(() => {
      const req = http.request(${JSON.stringify(url)}, { method: "POST", headers: ${JSON.stringify(headers)} });
      req.on("error", () => {});
      req.on("finish", () => { if (++written === requests.length) setTimeout(() => process.exit(0), ${hangUpAfterMs}); });
      req.end(JSON.stringify(r.body));
    }, r.atMs);`;
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", () => resolve());
  });
}
