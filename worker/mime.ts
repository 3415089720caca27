/** The owner's mail as a MIME message, for Cloudflare's send_email binding (worker/mail.ts). */
// The browser build: the package's default one needs Node's modules, which this worker runs without.
import { createMimeMessage } from "mimetext/browser";

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
