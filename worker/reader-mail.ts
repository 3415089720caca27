// Mail to readers goes through MailChannels' send API: Cloudflare's send_email binding only reaches verified addresses.
import { config } from "../app/config.server";
import type { Env } from "../app/env";
import type { ReaderMail, SendReaderMail } from "../app/load-context";
import { SITE } from "../app/site";

export function readerMailer(env: Env): SendReaderMail | null {
  const mail = config(env).listMail;
  if (!mail) return null;
  return async (m: ReaderMail) => {
    const content = [{ type: "text/plain", value: m.text }, ...(m.html ? [{ type: "text/html", value: m.html }] : [])];
    const res = await fetch(`${mail.apiUrl}/send`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": mail.apiKey },
      body: JSON.stringify({
        personalizations: [{ to: [{ email: m.to }], ...(m.headers ? { headers: m.headers } : {}) }],
        from: { email: mail.from, name: SITE.name },
        subject: m.subject,
        content,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status !== 202 && !res.ok) throw new Error(`MailChannels answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };
}
