/**
 * Mail to the owner, by one of two transports chosen by MAIL_TRANSPORT
 * (app/config.server.ts checks it and what each transport needs):
 *
 * - "mailchannels" (default): MailChannels' Email API, with MAILCHANNELS_API_KEY,
 *   OWNER_EMAIL and MAIL_FROM.
 * - "cloudflare": the send_email binding OWNER_MAIL (Email Routing to the
 *   owner's verified address), with MAIL_FROM; no third-party key.
 */
import { EmailMessage } from "cloudflare:email";
import { config } from "../app/config.server";
import type { Env } from "../app/env";
import type { OwnerMail, SendOwnerMail } from "../app/load-context";
import { mimeMessage } from "./mime";

/** How to mail the owner with this configuration, or null when mail is not set up. */
export function ownerMailer(env: Env): SendOwnerMail | null {
  const mail = config(env).mail;
  if (!mail) return null;
  if (mail.transport === "cloudflare") return (m) => sendWithBinding(mail.binding, mail.from, mail.to, m);
  return (m) => sendWithMailChannels(mail.apiUrl, mail.apiKey, mail.from, mail.to, m);
}

async function sendWithMailChannels(apiUrl: string, apiKey: string, from: string, to: string, mail: OwnerMail) {
  const res = await fetch(`${apiUrl}/send`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": apiKey },
    body: JSON.stringify({
      personalizations: [{ to: [{ email: to }] }],
      from: { email: from, name: "Recipe comments" },
      subject: mail.subject,
      content: [{ type: "text/plain", value: mail.text }],
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 202 && !res.ok) {
    throw new Error(`MailChannels answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
}

async function sendWithBinding(binding: SendEmail, from: string, to: string, mail: OwnerMail) {
  await binding.send(new EmailMessage(from, to, mimeMessage({ from, to, ...mail })));
}
