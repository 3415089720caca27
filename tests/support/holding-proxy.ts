import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy on loopback in front of the site that can hold back the answers to some paths, as a slow network would,
 * for every request the browser makes, its service worker's included (which a page's or context's route does not
 * see when the worker uses the navigation's preload). `hold(path)` holds answers for that path until `release()`;
 * `seen(path)` counts the requests for it.
 */
export async function startHoldingProxy(site: string) {
  const target = new URL(site);
  const waiting: (() => void)[] = [];
  let holding: string | null = null;
  let held = 0;
  const seen = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", site).pathname;
    seen.set(path, (seen.get(path) ?? 0) + 1);
    const forward = () => {
      const upstream = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (holding !== null && path === holding) {
      held++;
      waiting.push(forward);
    } else forward();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: (path: string) => (holding = path),
    held: () => held,
    /** How many requests for this path reached the site. */
    seen: (path: string) => seen.get(path) ?? 0,
    release() {
      holding = null;
      for (const go of waiting.splice(0)) go();
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
