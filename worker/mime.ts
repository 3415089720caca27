// The browser build: the package's default one needs Node's modules, which this worker runs without.
import { createMimeMessage, Mailbox } from "mimetext/browser";
import { encodeBase64 } from "hono/utils/encode";

const base64Lines = (text: string) => encodeBase64(new TextEncoder().encode(text).buffer).replace(/.{76}/g, "$&\r\n");

// Encoded-word subject and name and a base64 body: no line break in them can start a header.
export function mimeMessage({
  from,
  to,
  subject,
  text,
  replyTo,
}: {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}): string {
  if (/[\r\n]/.test(from + to)) throw new Error("MAIL_FROM and OWNER_EMAIL must each be one address");
  // A visitor's address: the comment schema took it whole, but a header must never get a line break from it.
  if (replyTo && /[\s<>"]/.test(replyTo)) throw new Error("Reply-To must be one address");
  const msg = createMimeMessage();
  msg.setSender({ name: "Recipe comments", addr: from });
  msg.setRecipient(to);
  msg.setSubject(subject);
  if (replyTo) msg.setHeader("Reply-To", new Mailbox(replyTo));
  msg.setHeader("Message-ID", `<${crypto.randomUUID()}@${msg.getSender()?.getAddrDomain() || "localhost"}>`);
  msg.addMessage({ contentType: "text/plain", data: base64Lines(text.replace(/\r?\n/g, "\r\n")), encoding: "base64" });
  return msg.asRaw();
}
