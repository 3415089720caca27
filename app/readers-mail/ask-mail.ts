// The mails that ask a reader to press something (confirm the newsletter, confirm reply notices, leave the list, a
// fresh "Your mail" link): the newsletter's frame and look, one button, a preheader. The raw link is in the text part
// only, where a reader without HTML needs it; in the HTML it would wrap over lines on a phone.
import { SITE } from "~/utils/site";
import { escapeHtml, mailButton, mailFrame, siteMasthead } from "./issue-mail";

export interface AskMail {
  subject: string;
  /** What the inbox shows after the subject. */
  preheader: string;
  heading: string;
  /** Before the button: plain text, a paragraph each. */
  lead: string[];
  button: { label: string; href: string };
  /** After it: plain text, a paragraph each (how long it works, what ignoring it does). */
  after: string[];
}

export function askMailHtml(origin: string, mail: AskMail): string {
  const p = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  return mailFrame({
    title: mail.subject,
    preheader: mail.preheader,
    top: `${siteMasthead(origin)}
<h1 style="font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25;margin:20px 0 16px;">${escapeHtml(mail.heading)}</h1>`,
    body: [...mail.lead.map(p), mailButton(mail.button.href, mail.button.label)].join("\n"),
    footer: mail.after.map(escapeHtml).join("<br><br>") + `<br><br>${escapeHtml(SITE.name)}: ${escapeHtml(SITE.tagline)}.`,
  });
}
