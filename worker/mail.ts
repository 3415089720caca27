/**
 * Mail to the owner, by one of two transports chosen by MAIL_TRANSPORT
 * (worker/config.ts checks it and what each transport needs):
 *
 * - "mailchannels" (default): MailChannels' Email API, with MAILCHANNELS_API_KEY,
 *   OWNER_EMAIL and MAIL_FROM.
 * - "cloudflare": the send_email binding OWNER_MAIL (Email Routing to the
 *   owner's verified address), with MAIL_FROM; no third-party key.
 */
import { EmailMessage } from "cloudflare:email";
// The browser build: the package's default one needs Node's modules, which this worker runs without.
import { createMimeMessage } from "mimetext/browser";
import { config } from "./config";
import type { Env } from "./env";

export interface OwnerMail {
  subject: string;
  text: string;
}

export type SendOwnerMail = (mail: OwnerMail) => Promise<void>;

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

/** Base64 of the text's UTF-8 bytes, in lines of 76 characters as MIME asks. */
const base64Lines = (text: string) => {
  let bin = "";
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/.{76}/g, "$&\r\n");
};

/**
 * A plain-text MIME message, made by mimetext: the subject and the sender's
 * name are RFC 2047 encoded words and the body is UTF-8 in base64, so no
 * line break in them can start a header of its own.
 */
export function mimeMessage({ from, to, subject, text }: { from: string; to: string; subject: string; text: string }): string {
  // The addresses come from configuration; still, neither may carry a header of its own.
  if (/[\r\n]/.test(from + to)) throw new Error("MAIL_FROM and OWNER_EMAIL must each be one address");
  const msg = createMimeMessage();
  msg.setSender({ name: "Recipe comments", addr: from });
  msg.setRecipient(to);
  msg.setSubject(subject);
  msg.setHeader("Message-ID", `<${crypto.randomUUID()}@${msg.getSender()?.getAddrDomain() || "localhost"}>`);
  msg.addMessage({ contentType: "text/plain", data: base64Lines(text.replace(/\r?\n/g, "\r\n")), encoding: "base64" });
  return msg.asRaw();
}
