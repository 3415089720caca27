/**
 * The MailChannels stand-in of the local services: keeps every mail it
 * accepts in an outbox, and can be told to fail like a mail service that is
 * down (so a test can show that no owner notice is lost).
 *
 *   POST /tx/v1/send   MailChannels' send endpoint: 202, or 503 during an outage
 *   GET  /outbox       every mail accepted, oldest first
 *   POST /mail-outage  {"on": true} starts an outage, {"on": false} ends it
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** The MailChannels Email API request body, as far as the stand-in checks it. */
export interface MailChannelsSend {
  personalizations?: { to?: { email: string; name?: string }[] }[];
  from?: { email: string; name?: string };
  reply_to?: { email: string; name?: string };
  subject?: string;
  content?: { type: string; value: string }[];
}

export type OutboxMail = MailChannelsSend & { receivedAt: string };

type Send = (res: ServerResponse, status: number, body: unknown) => void;

export function mailStandIn(send: Send, readBody: (req: IncomingMessage) => Promise<string>) {
  const outbox: OutboxMail[] = [];
  let outage = false;

  async function handleSend(req: IncomingMessage, res: ServerResponse) {
    if (!req.headers["x-api-key"]) return send(res, 401, { errors: ["missing X-Api-Key"] });
    if (outage) return send(res, 503, { errors: ["service unavailable (local mail outage)"] });
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
    outbox.push({ ...mail, receivedAt: new Date().toISOString() });
    return send(res, 202, { request_id: `local-${outbox.length}` });
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

  /** Answers the mail routes; false for any other. */
  return function route(route: string, req: IncomingMessage, res: ServerResponse, done: (p: Promise<unknown>) => void): boolean {
    if (route === "POST /tx/v1/send") done(handleSend(req, res));
    else if (route === "GET /outbox") send(res, 200, outbox);
    else if (route === "POST /mail-outage") done(handleOutage(req, res));
    else return false;
    return true;
  };
}
