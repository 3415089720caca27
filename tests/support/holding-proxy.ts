import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy on loopback in front of the site that can hold back the answers to some paths, as a slow network would,
 * for every request the browser makes, its service worker's included (which a page's or context's route does not
 * see when the worker uses the navigation's preload). `hold(path)` holds answers for that path until `release()`;
 * `holdBody(path)` sends each answer's headers and the first half of its body and holds the rest (until `release()`,
 * or `drop()` cuts the connection there) until `holdBody(null)`; `seen(path)` counts the requests for it,
 * `bodiesHeld()` the answers cut in two so far, `answered(path)` the answers sent whole.
 */
export async function startHoldingProxy(site: string) {
  const target = new URL(site);
  const waiting: (() => void)[] = [];
  const bodies: (() => void)[] = [];
  let bodiesHeld = 0;
  const cut: ServerResponse[] = [];
  let holding: string | null = null;
  let holdingBody: string | null = null;
  let held = 0;
  const seen = new Map<string, number>();
  const answered = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", site).pathname;
    seen.set(path, (seen.get(path) ?? 0) + 1);
    res.on("finish", () => answered.set(path, (answered.get(path) ?? 0) + 1));
    const forward = () => {
      const bodyHeld = holdingBody !== null && path === holdingBody;
      const upstream = request(
        // A connection of its own: Node's shared agent kept connections alive across proxies, and one the site had
        // closed meanwhile failed as it was reused (ECONNRESET), which the browser saw as an empty answer.
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent: false },
        (answer) => {
          if (!bodyHeld) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          // The answer read whole, then sent in two parts: what a slow network has delivered so far, and the rest.
          const parts: Buffer[] = [];
          answer.on("data", (part: Buffer) => parts.push(part));
          answer.on("end", () => {
            const body = Buffer.concat(parts);
            const half = Math.floor(body.length / 2);
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "content-length": String(body.length) });
            res.write(body.subarray(0, half));
            bodiesHeld++;
            cut.push(res);
            bodies.push(() => res.end(body.subarray(half)));
          });
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
    holdBody: (path: string | null) => (holdingBody = path),
    held: () => held,
    bodiesHeld: () => bodiesHeld,
    /** How many requests for this path reached the site. */
    seen: (path: string) => seen.get(path) ?? 0,
    /** How many answers for this path went out whole. */
    answered: (path: string) => answered.get(path) ?? 0,
    /** Sends the rest of each body held so far, then lets the held requests go on (through `holdBody` still). */
    release() {
      holding = null;
      cut.splice(0);
      for (const end of bodies.splice(0)) end();
      for (const go of waiting.splice(0)) go();
    },
    /** Cuts the answers whose bodies are held, part-way: the connection breaks. */
    drop() {
      bodies.splice(0);
      for (const res of cut.splice(0)) res.destroy();
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
