// The two transports: docs/decisions/006-mail-transports.md
import { EmailMessage } from "cloudflare:email";
import { config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import type { OwnerMail, SendOwnerMail } from "../app/utils/load-context";
import { mimeMessage } from "./mime";

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
      ...(mail.replyTo ? { reply_to: { email: mail.replyTo } } : {}),
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
