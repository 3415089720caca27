// HTML with inline styles (mail clients drop style sheets) and plain text. Each reader's unsubscribe address is a
// MailChannels personalization (mustache), so a batch of a thousand is one request.
import { recipeImage, type Recipe } from "~/recipes/types";
import { renderMeasures } from "~/amounts/measure-tokens";
import { SITE } from "~/utils/site";
import type { Block, Inline } from "./markdown";
import { issueDate, type Issue } from "./issues";

export const UNSUBSCRIBE_FIELD = "unsubscribe_url";
// Mustache escapes {{x}} for HTML; the text mail takes it as it is, {{{x}}}.
const UNSUBSCRIBE_TAG = `{{${UNSUBSCRIBE_FIELD}}}`;
const UNSUBSCRIBE_TAG_TEXT = `{{{${UNSUBSCRIBE_FIELD}}}}`;
/** The reader's own "Your mail" page (./mail-page.server.ts), filled in as the unsubscribe address is. */
export const MAIL_PAGE_FIELD = "mail_page_url";
const MAIL_PAGE_TAG = `{{${MAIL_PAGE_FIELD}}}`;
const MAIL_PAGE_TAG_TEXT = `{{{${MAIL_PAGE_FIELD}}}}`;

export interface IssueMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// Mustache would read a reader's {{ in an issue as a tag of its own.
export const noMustache = (s: string) => s.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }");

/** A link's address in a mail: the site's own paths made absolute, http(s) kept, anything else none. */
export function mailHref(href: string, origin: string): string | null {
  if (/^\/(?!\/)/.test(href)) return `${origin}${href}`;
  return /^https?:\/\//i.test(href) ? href : null;
}

const FONT = "font-family:Georgia,'Times New Roman',serif;";
const SANS = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT = `${SANS}font-size:16px;line-height:1.6;color:#2b2118;`;
const LINK = "color:#9a3412;";

/** What inline styles cannot say: cards that stack on a phone, dark colours (Apple Mail, Outlook.com's [data-ogsc]); hence !important. */
const MAIL_STYLE = `<style>
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (max-width:480px){
.sheet-pad{padding-left:18px!important;padding-right:18px!important}
.outer-pad{padding:12px 6px!important}
.card-img,.card-text{display:block!important;width:auto!important}
.card-img{padding:12px 12px 0!important}
.card-img img{width:100%!important;max-width:360px!important;height:auto!important}
.card-text{padding:10px 12px 14px!important}
}
@media (prefers-color-scheme:dark){
.page-bg{background:#17120f!important}
.sheet{background:#231c17!important}
.card{background:#2d241e!important;border-color:#4a3b30!important}
.ink,.ink h1,.ink h2,.ink h3,.ink p,.ink li{color:#f3e8dc!important}
.muted{color:#c9b5a2!important}
.link,.ink a{color:#fdba74!important}
.ink a.button{color:#ffffff!important}
.rule{border-color:#4a3b30!important}
}
[data-ogsc] .page-bg{background:#17120f!important}
[data-ogsc] .sheet{background:#231c17!important}
[data-ogsc] .card{background:#2d241e!important}
[data-ogsc] .ink,[data-ogsc] .ink h1,[data-ogsc] .ink h2,[data-ogsc] .ink h3,[data-ogsc] .ink p,[data-ogsc] .ink li{color:#f3e8dc!important}
[data-ogsc] .muted{color:#c9b5a2!important}
[data-ogsc] .link,[data-ogsc] .ink a{color:#fdba74!important}
[data-ogsc] .ink a.button{color:#ffffff!important}
</style>`;

function inlineHtml(inlines: Inline[], origin: string): string {
  return inlines
    .map((i) => {
      if (i.kind === "text") return noMustache(escapeHtml(i.text));
      if (i.kind === "break") return "<br>";
      if (i.kind === "code")
        return `<code style="font-family:Menlo,Consolas,monospace;font-size:14px;">${noMustache(escapeHtml(i.text))}</code>`;
      const inner = inlineHtml(i.children, origin);
      if (i.kind !== "link") return i.kind === "strong" ? `<strong>${inner}</strong>` : `<em>${inner}</em>`;
      const href = mailHref(i.href, origin);
      return href ? `<a href="${escapeHtml(href)}" class="link" style="${LINK}">${inner}</a>` : inner;
    })
    .join("");
}

function inlineText(inlines: Inline[], origin: string): string {
  return inlines
    .map((i) => {
      if (i.kind === "text" || i.kind === "code") return noMustache(i.text);
      if (i.kind === "break") return "\n";
      const inner = inlineText(i.children, origin);
      if (i.kind !== "link") return inner;
      const href = mailHref(i.href, origin);
      return href ? `${inner} (${href})` : inner;
    })
    .join("");
}

/** The intro's first sentence, measures written out: what a card says under its title. */
export function cardLine(recipe: Recipe): string {
  const intro = renderMeasures(recipe.intro);
  const sentence = /^.*?[.!?](?=\s|$)/.exec(intro)?.[0] ?? intro;
  return sentence.length > 180 ? `${sentence.slice(0, 177).trimEnd()}…` : sentence;
}

// Side by side from 481 px; on a phone the two cells stack (MAIL_STYLE), picture above, so the title has the width.
function cardHtml(recipe: Recipe, origin: string): string {
  const url = `${origin}/${recipe.slug}`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="card" style="margin:8px 0 20px;border:1px solid #e7d9c8;border-radius:8px;background:#fffaf3;">
<tr><td width="168" class="card-img" style="width:168px;padding:12px;vertical-align:top;"><a href="${escapeHtml(url)}"><img src="${escapeHtml(`${origin}${recipeImage(recipe.slug)}`)}" width="160" height="120" alt="${escapeHtml(recipe.imgAlt)}" style="display:block;width:160px;height:auto;border:0;border-radius:6px;${SANS}font-size:14px;line-height:1.4;color:#6b5848;"></a></td>
<td class="card-text ink" style="padding:12px 12px 12px 0;vertical-align:top;${TEXT}"><a href="${escapeHtml(url)}" class="link" style="${FONT}font-size:19px;line-height:1.3;font-weight:bold;${LINK}text-decoration:none;">${noMustache(escapeHtml(recipe.title))}</a><br><span class="muted" style="font-size:14px;line-height:1.5;color:#5c4a3a;">${noMustache(escapeHtml(cardLine(recipe)))}</span></td></tr>
</table>`;
}

function blockHtml(b: Block, origin: string): string {
  if (b.kind === "heading")
    return `<h${b.level} style="${FONT}color:#2b2118;margin:28px 0 8px;line-height:1.3;">${inlineHtml(b.children, origin)}</h${b.level}>`;
  if (b.kind === "paragraph") return `<p style="margin:0 0 16px;">${inlineHtml(b.children, origin)}</p>`;
  if (b.kind === "list") {
    const tag = b.ordered ? "ol" : "ul";
    return `<${tag} style="margin:0 0 16px;padding-left:22px;">${b.items.map((i) => `<li style="margin:0 0 4px;">${inlineHtml(i, origin)}</li>`).join("")}</${tag}>`;
  }
  return cardHtml(b.recipe, origin);
}

function blockText(b: Block, origin: string): string {
  if (b.kind === "heading") return `${inlineText(b.children, origin).toUpperCase()}`;
  if (b.kind === "paragraph") return inlineText(b.children, origin);
  if (b.kind === "list") return b.items.map((i, n) => `${b.ordered ? `${n + 1}.` : "-"} ${inlineText(i, origin)}`).join("\n");
  return `${noMustache(b.recipe.title)}\n${noMustache(cardLine(b.recipe))}\n${origin}/${b.recipe.slug}`;
}

/** What a reader mail's foot says of the "Your mail" link (./mail-page.server.ts). */
export const MAIL_PAGE_NOTE = "see and stop everything we send you, in one place";

/** What a person's unsubscribe link does: a page and its one button (a mail app's own button uses the one-click header). */
export const UNSUBSCRIBE_NOTE = "opens a page where one button takes you off the list";

/** A preheader: what the inbox shows after the subject. Padded so no client fills the line from the mail's body. */
function preheaderHtml(text: string): string {
  const short = text.length > 140 ? `${text.slice(0, 137).trimEnd()}…` : text;
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#f6efe6;opacity:0;">${noMustache(escapeHtml(short))}${"&#847;&zwnj;&nbsp;".repeat(40)}</div>`;
}

/** The frame every reader mail shares (an issue, the welcome): head, preheader, the sheet, the footer. */
export function mailFrame({
  title,
  preheader,
  top,
  body,
  footer,
}: {
  title: string;
  preheader: string;
  top: string;
  body: string;
  footer: string;
}) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(title)}</title>
${MAIL_STYLE}</head>
<body class="page-bg" style="margin:0;padding:0;background:#f6efe6;">
${preheaderHtml(preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="page-bg" style="background:#f6efe6;"><tr><td align="center" class="outer-pad" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="sheet" style="max-width:600px;background:#fffdf9;border-radius:10px;">
<tr><td class="sheet-pad ink" style="padding:24px 28px 8px;${TEXT}">${top}</td></tr>
<tr><td class="sheet-pad ink" style="padding:0 28px 8px;${TEXT}">
${body}
</td></tr>
<tr><td class="sheet-pad muted rule" style="padding:16px 28px 24px;border-top:1px solid #e7d9c8;${SANS}font-size:13px;line-height:1.5;color:#6b5848;">${footer}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

/** A mail's one button: a link drawn as a button in a table cell, which Outlook paints too; images off, still its words. */
export function mailButton(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;"><tr><td class="button-cell" style="border-radius:8px;background:#9a3412;">
<a href="${escapeHtml(href)}" class="button" style="display:inline-block;padding:14px 22px;${SANS}font-size:17px;line-height:1.25;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

export function siteMasthead(origin: string): string {
  return `<p style="margin:0;${FONT}font-size:22px;font-weight:bold;"><a href="${escapeHtml(`${origin}/`)}" class="ink" style="color:#2b2118;text-decoration:none;">${escapeHtml(SITE.name)}</a></p>`;
}

function masthead(origin: string, dateLine: string): string {
  return `${siteMasthead(origin)}
<p class="muted" style="margin:4px 0 0;font-size:13px;color:#6b5848;">${dateLine}</p>`;
}

export function issueMail(issue: Issue, origin: string): IssueMail {
  const page = `${origin}/newsletter/${issue.slug}`;
  const subject = noMustache(issue.subject);
  const text = [
    `${SITE.name} · ${issueDate(issue.date)}`,
    `Read it on the site: ${page}`,
    "",
    ...issue.blocks.map((b) => `${blockText(b, origin)}\n`),
    "--",
    `You get this because you subscribed to the ${SITE.name} newsletter and confirmed it.`,
    `Unsubscribe: ${UNSUBSCRIBE_TAG_TEXT}`,
    `(${UNSUBSCRIBE_NOTE})`,
    `Your mail (${MAIL_PAGE_NOTE}): ${MAIL_PAGE_TAG_TEXT}`,
  ].join("\n");
  const html = mailFrame({
    title: subject,
    preheader: issue.summary,
    top: `${masthead(origin, `${escapeHtml(issueDate(issue.date))} · <a href="${escapeHtml(page)}" class="link" style="${LINK}">Read it on the site</a>`)}
<h1 style="${FONT}font-size:28px;line-height:1.25;margin:20px 0 16px;">${escapeHtml(subject)}</h1>`,
    body: issue.blocks.map((b) => blockHtml(b, origin)).join("\n"),
    footer: `You get this because you subscribed to the ${escapeHtml(SITE.name)} newsletter and confirmed it. <a href="${UNSUBSCRIBE_TAG}" class="link" style="${LINK}">Unsubscribe</a>: the link ${UNSUBSCRIBE_NOTE}.<br><a href="${MAIL_PAGE_TAG}" class="link" style="${LINK}">Your mail</a>: ${MAIL_PAGE_NOTE}.`,
  });
  return { subject, text, html };
}

/** The mail as one reader gets it, as the mail API's template fills it in. */
export function personalIssueMail(mail: IssueMail, unsubscribeUrl: string, mailPageUrl: string): IssueMail {
  return {
    subject: mail.subject,
    text: mail.text.split(UNSUBSCRIBE_TAG_TEXT).join(unsubscribeUrl).split(MAIL_PAGE_TAG_TEXT).join(mailPageUrl),
    html: mail.html.split(UNSUBSCRIBE_TAG).join(escapeHtml(unsubscribeUrl)).split(MAIL_PAGE_TAG).join(escapeHtml(mailPageUrl)),
  };
}

export { subscribersText } from "~/mailing/mailing-list";
