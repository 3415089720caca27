// Mail to readers goes through MailChannels' send API: Cloudflare's send_email binding only reaches verified addresses.
import { config, type ListMailSettings } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import type { ReaderMail, SendBatch, SendReaderMail } from "../app/utils/load-context";
import { SITE } from "../app/utils/site";

function listHeaders(mail: ListMailSettings): Record<string, string> {
  const domain = mail.from.slice(mail.from.lastIndexOf("@") + 1);
  return { "List-Id": mail.listId, "Message-ID": `<${crypto.randomUUID()}@${domain}>` };
}

function ownMessageId(from: string): Record<string, string> {
  return { "Message-ID": `<${crypto.randomUUID()}@${from.slice(from.lastIndexOf("@") + 1)}>` };
}

function headersOf(m: ReaderMail, mail: ListMailSettings): Record<string, string> {
  if (m.notice) return ownMessageId(mail.noticeFrom);
  if (m.toOwner) return ownMessageId(mail.from);
  return listHeaders(mail);
}

const replyTo = (mail: ListMailSettings) => (mail.owner ? { reply_to: { email: mail.owner } } : {});

export function readerMailer(env: Env): SendReaderMail | null {
  const mail = config(env).listMail;
  if (!mail) return null;
  return async (m: ReaderMail) => {
    const content = [{ type: "text/plain", value: m.text }, ...(m.html ? [{ type: "text/html", value: m.html }] : [])];
    const res = await fetch(`${mail.apiUrl}/send`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": mail.apiKey },
      body: JSON.stringify({
        personalizations: [{ to: [{ email: m.to }], headers: { ...headersOf(m, mail), ...m.headers } }],
        from: { email: m.notice ? mail.noticeFrom : mail.from, name: SITE.name },
        ...replyTo(mail),
        subject: m.subject,
        content,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status !== 202 && !res.ok) throw new Error(`MailChannels answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };
}

/** MailChannels' limit on personalizations in one send (docs.mailchannels.com, Send an Email: "Maximum array length: 1000"). */
export const MAILCHANNELS_MAX_PERSONALIZATIONS = 1000;

export function batchMailer(env: Env): SendBatch | null {
  const mail = config(env).listMail;
  if (!mail) return null;
  return async (m, to) => {
    let res: Response;
    try {
      res = await fetch(`${mail.apiUrl}/send`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": mail.apiKey },
        body: JSON.stringify({
          personalizations: to.map((r) => ({
            to: [{ email: r.email }],
            dynamic_template_data: r.data,
            headers: { ...listHeaders(mail), ...r.headers },
          })),
          from: { email: mail.from, name: SITE.name },
          ...replyTo(mail),
          subject: m.subject,
          content: [
            { type: "text/plain", value: m.text, template_type: "mustache" },
            { type: "text/html", value: m.html, template_type: "mustache" },
          ],
        }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e) {
      console.error(
        `newsletter batch of ${to.length}: no answer from the mail API (${e instanceof Error ? e.message : e}); not sent again`,
      );
      return "failed";
    }
    const detail = res.ok ? "" : (await res.text()).slice(0, 200);
    if (res.status === 202 || res.ok) return "sent";
    console.error(`newsletter batch of ${to.length}: the mail API answered ${res.status} ${detail}`);
    return res.status === 429 || res.status >= 500 ? "retry" : "failed";
  };
}
