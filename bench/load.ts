/**
 * Load test: comments, replies and subscribes posted concurrently, then the
 * database checked. Every accepted post must be stored exactly once, every
 * reply count right, every address subscribed once, and no answer a 5xx.
 * Then pages read concurrently: every one must come whole, ending as a
 * document does (issue 59: a page cut short must never pass for a page).
 *
 *   npm start            # in another terminal
 *   npm run load         # POSTS=600 READS=2000 CONNECTIONS=20 by default
 *
 * Loopback only; bounded by POSTS and READS and by a 120 s deadline. Each
 * request comes from its own client address (CF-Connecting-IP), as visitors'
 * would, so the per-client rate limits do not stop it.
 */
import autocannon from "autocannon";
import { createDb, type Db } from "../app/utils/db.server";
import { issueFormToken } from "../app/forms/guard.server";
import { LOCAL_FORM_SECRET, localDatabaseUrl } from "../local/stack";
import { getOnce } from "./get-once";

export interface LoadReport {
  sent: number;
  statuses: Record<string, number>;
  requestsPerSecond: number;
  problems: string[];
}

type Planned = { kind: "comment"; text: string } | { kind: "reply"; text: string; parent: number } | { kind: "subscribe"; email: string };

export async function runLoad({
  siteUrl,
  db,
  posts,
  connections,
  formSecret = LOCAL_FORM_SECRET,
  timeoutSeconds = 10,
}: {
  siteUrl: string;
  db: Db;
  posts: number;
  connections: number;
  formSecret?: string;
  /** How long a request may go unanswered before it counts as not sent (autocannon's own default is 10 s). */
  timeoutSeconds?: number;
}): Promise<LoadReport> {
  const url = new URL(siteUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("load tests run against loopback only");
  const run = `load-${Date.now().toString(36)}`;
  const recipe = { id: 26, slug: "classichummus" };

  // Three parents that every reply lands on, to contend for their counts.
  const parents: number[] = [];
  for (let i = 0; i < 3; i++) {
    const [row] = await db.query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', $1, 'Load', 5, $2, '2025-July-1') RETURNING comment_id",
      [recipe.id, `${run} parent ${i}`],
    );
    parents.push(row.comment_id);
  }
  // Each post comes from a client of its own, and a token is good only from the client it was issued to.
  const clientIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const tokens = new Map<string, string>();
  for (let n = 1; n <= posts; n++) tokens.set(clientIp(n), await issueFormToken(formSecret, clientIp(n), Date.now() - 60_000));
  const plan: Planned[] = Array.from({ length: posts }, (_, i) =>
    i % 3 === 0
      ? { kind: "comment", text: `${run} comment ${i}` }
      : i % 3 === 1
        ? { kind: "reply", text: `${run} reply ${i}`, parent: parents[i % parents.length] }
        : // Every address is sent twice, so half the subscribes race an identical one.
          { kind: "subscribe", email: `${run}-${Math.floor(i / 6)}@example.com` },
  );
  const statuses: Record<string, number> = {};
  const accepted = new Set<string>();
  let next = 0;

  const result = await autocannon({
    url: siteUrl,
    connections,
    amount: plan.length,
    timeout: timeoutSeconds,
    requests: [
      {
        method: "POST",
        setupRequest: (req: autocannon.Request & { context?: unknown }, context: Record<string, unknown>) => {
          const p = plan[next++ % plan.length];
          context.planned = p;
          const ip = clientIp(next);
          const token = tokens.get(ip) ?? "";
          const fields: Record<string, string> =
            p.kind === "subscribe"
              ? { _t: token, email: p.email }
              : p.kind === "comment"
                ? { _t: token, intent: "comment", recipe: String(recipe.id), name: "Load", rating: "4", comment: p.text }
                : {
                    _t: token,
                    intent: "reply",
                    recipe: String(recipe.id),
                    reply_to: String(p.parent),
                    thread: String(p.parent),
                    name: "Load",
                    comment: p.text,
                  };
          return {
            ...req,
            path: p.kind === "subscribe" ? "/?index" : `/${recipe.slug}`,
            headers: { "content-type": "application/x-www-form-urlencoded", origin: url.origin, "cf-connecting-ip": ip },
            body: new URLSearchParams(fields).toString(),
          };
        },
        onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          const p = context.planned as Planned;
          const ok = p.kind === "subscribe" ? status === 200 : status === 303;
          if (ok) accepted.add(p.kind === "subscribe" ? p.email : p.text);
        },
      },
    ],
  } as autocannon.Options);

  const problems: string[] = [];
  for (const [status, n] of Object.entries(statuses)) if (Number(status) >= 500) problems.push(`${n} answers with status ${status}`);
  const texts = plan.filter((p) => p.kind !== "subscribe").map((p) => (p as { text: string }).text);
  const rows = await db.query<{ comment: string; n: number }>(
    "SELECT comment, count(*)::int AS n FROM comments2 WHERE comment = ANY($1::text[]) GROUP BY comment",
    [texts],
  );
  const storedCount = new Map(rows.map((r) => [r.comment, r.n]));
  for (const text of texts) {
    const n = storedCount.get(text) ?? 0;
    if (accepted.has(text) && n !== 1) problems.push(`accepted post stored ${n} times: ${text}`);
    if (!accepted.has(text) && n !== 0) problems.push(`refused post stored anyway: ${text}`);
  }
  const counts = await db.query<{ comment_id: number; num_replies: number | null; actual: number }>(
    `SELECT p.comment_id, p.num_replies, (SELECT count(*)::int FROM comments2 c WHERE c.reply_to = p.comment_id::text) AS actual
       FROM comments2 p WHERE p.comment_id = ANY($1::int[])`,
    [parents],
  );
  for (const c of counts)
    if ((c.num_replies ?? 0) !== c.actual) problems.push(`comment ${c.comment_id}: num_replies ${c.num_replies}, replies ${c.actual}`);
  const emails = [...new Set(plan.filter((p) => p.kind === "subscribe").map((p) => (p as { email: string }).email))];
  const subs = await db.query<{ email: string; n: number }>(
    "SELECT lower(email) AS email, count(*)::int AS n FROM subscriptions WHERE lower(email) = ANY($1::text[]) GROUP BY lower(email)",
    [emails],
  );
  const subCount = new Map(subs.map((s) => [s.email, s.n]));
  for (const e of emails) if (accepted.has(e) && subCount.get(e) !== 1) problems.push(`${e} subscribed ${subCount.get(e) ?? 0} times`);

  return {
    sent: Object.values(statuses).reduce((a, b) => a + b, 0),
    statuses,
    requestsPerSecond: Math.round(result.requests.average),
    problems,
  };
}

export interface ReadReport {
  sent: number;
  /** Answers that were a 200 ending as a document does. */
  whole: number;
  /** Every read that was not: a status, an error (a reset, a timeout), or a 200 cut short. */
  problems: string[];
  /** The one a reader cannot tell from a page: a 200 that ended cleanly, short of its last tag. */
  cutShort: string[];
}

const clientAt = (n: number) => `10.${200 + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n & 255}`;

/** Reads `paths` in turn, `requests` times in all, `connections` at once; every answer must be a whole page. */
export async function readPages({
  siteUrl,
  paths,
  requests,
  connections,
  timeoutSeconds = 10,
}: {
  siteUrl: string;
  paths: string[];
  requests: number;
  connections: number;
  /** How long one read may take, its body included, before it counts as a problem. */
  timeoutSeconds?: number;
}): Promise<ReadReport> {
  const url = new URL(siteUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("load tests run against loopback only");
  const problems: string[] = [];
  const cutShort: string[] = [];
  let whole = 0;
  let next = 0;
  const read = async (n: number) => {
    const path = paths[n % paths.length];
    try {
      const signal = AbortSignal.timeout(timeoutSeconds * 1000);
      const res = await getOnce(new URL(path, url), { headers: { "cf-connecting-ip": clientAt(n) }, signal });
      const body = await res.text();
      if (res.status !== 200) problems.push(`${path}: status ${res.status}`);
      else if (!body.trimEnd().endsWith("</html>")) {
        cutShort.push(path);
        problems.push(`${path}: ${body.length} characters, ending ${JSON.stringify(body.slice(-60))}`);
      } else whole++;
    } catch (e) {
      const cause = (e as { cause?: { message?: string } }).cause?.message;
      problems.push(`${path}: ${(e as Error).message}${cause ? ` (${cause})` : ""}`);
    }
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests) await read(next++);
    }),
  );
  return { sent: requests, whole, problems, cutShort };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;
  const servicesPort = Number(process.env.LOCAL_SERVICES_PORT ?? 8788);
  const report = await runLoad({
    siteUrl,
    db: createDb(localDatabaseUrl(servicesPort), { timeoutMs: 30_000 }),
    posts: Number(process.env.POSTS ?? 600),
    connections: Number(process.env.CONNECTIONS ?? 20),
  });
  console.log(`Sent ${report.sent} posts at ${report.requestsPerSecond} requests/s; statuses ${JSON.stringify(report.statuses)}`);
  if (report.problems.length) {
    console.error(`${report.problems.length} problems:\n${report.problems.slice(0, 20).join("\n")}`);
    process.exit(1);
  }
  console.log("Every accepted post stored exactly once, every reply count right, no 5xx.");
  const pages = [
    "/",
    "/about",
    "/breakfast",
    "/pancakes",
    "/pancakes?x=2.7&units=metric",
    "/search?q=egg",
    "/list?r=pancakes.2,marinara.1",
  ];
  const reads = await readPages({
    siteUrl,
    paths: pages,
    requests: Number(process.env.READS ?? 2000),
    connections: Number(process.env.CONNECTIONS ?? 20),
  });
  console.log(`Read ${reads.sent} pages; ${reads.whole} came whole`);
  if (reads.problems.length) {
    console.error(`${reads.problems.length} problems:\n${reads.problems.slice(0, 20).join("\n")}`);
    process.exit(1);
  }
}
