// The MailChannels stand-in: POST /tx/v1/send keeps each mail in the outbox (GET /outbox, and /outbox/recipients?subject=
// counts each address's copies), or fails as a service that is down (POST /mail-outage {"on": true}; /mail-failures
// {"statuses": [429, 503]} answers the next sends so, one each), so that a test shows no owner mail is lost.
import type { IncomingMessage, ServerResponse } from "node:http";

/** As far as the stand-in checks it. */
export interface MailChannelsSend {
  personalizations?: {
    to?: { email: string; name?: string }[];
    headers?: Record<string, string>;
    dynamic_template_data?: Record<string, string>;
  }[];
  from?: { email: string; name?: string };
  reply_to?: { email: string; name?: string };
  subject?: string;
  content?: { type: string; value: string; template_type?: "mustache" }[];
}

// MailChannels' limit; each personalization is a copy of its own.
const MAX_PERSONALIZATIONS = 1000;

export type OutboxMail = MailChannelsSend & { receivedAt: string };

type Send = (res: ServerResponse, status: number, body: unknown) => void;

export function mailStandIn(send: Send, readBody: (req: IncomingMessage) => Promise<string>) {
  const outbox: OutboxMail[] = [];
  let outage = false;
  const failures: number[] = [];

  async function handleSend(req: IncomingMessage, res: ServerResponse) {
    if (!req.headers["x-api-key"]) return send(res, 401, { errors: ["missing X-Api-Key"] });
    if (outage) return send(res, 503, { errors: ["service unavailable (local mail outage)"] });
    const injected = failures.shift();
    if (injected) {
      await readBody(req);
      return send(res, injected, { errors: [`injected failure ${injected}`] });
    }
    let mail: MailChannelsSend;
    try {
      mail = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { errors: ["body is not JSON"] });
    }
    const to = mail.personalizations?.[0]?.to?.[0]?.email;
    const text = mail.content?.find((c) => c.type === "text/plain")?.value;
    if (!to || !mail.from?.email || !mail.subject || text === undefined) {
      return send(res, 400, { errors: ["personalizations[0].to, from, subject and a text/plain content are required"] });
    }
    if ((mail.personalizations?.length ?? 0) > MAX_PERSONALIZATIONS || mail.personalizations?.some((p) => !p.to?.[0]?.email)) {
      return send(res, 400, { errors: [`1 to ${MAX_PERSONALIZATIONS} personalizations, each with a to`] });
    }
    outbox.push({ ...mail, receivedAt: new Date().toISOString() });
    return send(res, 202, { request_id: `local-${outbox.length}` });
  }

  async function handleFailures(req: IncomingMessage, res: ServerResponse) {
    let body: { statuses?: unknown };
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      body = {};
    }
    const statuses = body.statuses;
    if (!Array.isArray(statuses) || !statuses.every((s) => Number.isInteger(s) && s >= 400 && s <= 599)) {
      return send(res, 400, { message: 'body must be {"statuses": [429, 503, …]}' });
    }
    failures.push(...statuses);
    return send(res, 200, { queued: failures.length });
  }

  function recipients(subject: string | null): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const mail of outbox) {
      if (subject !== null && mail.subject !== subject) continue;
      for (const p of mail.personalizations ?? []) for (const t of p.to ?? []) counts[t.email] = (counts[t.email] ?? 0) + 1;
    }
    return counts;
  }

  async function handleOutage(req: IncomingMessage, res: ServerResponse) {
    let body: { on?: unknown };
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { message: 'body must be {"on": true} or {"on": false}' });
    }
    if (typeof body.on !== "boolean") return send(res, 400, { message: 'body must be {"on": true} or {"on": false}' });
    outage = body.on;
    return send(res, 200, { outage });
  }

  /** false for any other route. */
  return function route(route: string, req: IncomingMessage, res: ServerResponse, done: (p: Promise<unknown>) => void): boolean {
    if (route === "POST /tx/v1/send") done(handleSend(req, res));
    else if (route === "GET /outbox") send(res, 200, outbox);
    else if (route === "POST /mail-outage") done(handleOutage(req, res));
    else if (route === "POST /mail-failures") done(handleFailures(req, res));
    else if (route === "GET /outbox/recipients")
      send(res, 200, recipients(new URL(req.url ?? "/", "http://x").searchParams.get("subject")));
    else return false;
    return true;
  };
}
