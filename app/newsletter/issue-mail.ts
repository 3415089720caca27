/**
 * An issue as a mail: HTML with inline styles (mail clients drop style sheets) and plain text, from the same blocks as
 * its page. Each reader's own unsubscribe address goes in where the unsubscribe tag stands: MailChannels fills it from
 * the recipient's personalization (a mustache template), so a batch of a thousand readers is one request.
 */
import { recipeImage, type Recipe } from "~/recipes/types";
import { renderMeasures } from "~/recipes/measure-tokens";
import { SITE } from "~/utils/site";
import type { Block, Inline } from "./markdown";
import { issueDate, type Issue } from "./issues";

export const UNSUBSCRIBE_FIELD = "unsubscribe_url";
// Mustache escapes {{x}} for HTML; the text mail takes it as it is, {{{x}}}.
const UNSUBSCRIBE_TAG = `{{${UNSUBSCRIBE_FIELD}}}`;
const UNSUBSCRIBE_TAG_TEXT = `{{{${UNSUBSCRIBE_FIELD}}}}`;

export interface IssueMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// Mustache would read a reader's {{ in an issue as a tag of its own.
const noMustache = (s: string) => s.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }");

/** A link's address in a mail: the site's own paths made absolute, http(s) kept, anything else none. */
export function mailHref(href: string, origin: string): string | null {
  if (/^\/(?!\/)/.test(href)) return `${origin}${href}`;
  return /^https?:\/\//i.test(href) ? href : null;
}

const FONT = "font-family:Georgia,'Times New Roman',serif;";
const TEXT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6;color:#2b2118;";
const LINK = "color:#9a3412;";

function inlineHtml(inlines: Inline[], origin: string): string {
  return inlines
    .map((i) => {
      if (i.kind === "text") return noMustache(escapeHtml(i.text));
      const inner = inlineHtml(i.children, origin);
      if (i.kind !== "link") return i.kind === "strong" ? `<strong>${inner}</strong>` : `<em>${inner}</em>`;
      const href = mailHref(i.href, origin);
      return href ? `<a href="${escapeHtml(href)}" style="${LINK}">${inner}</a>` : inner;
    })
    .join("");
}

function inlineText(inlines: Inline[], origin: string): string {
  return inlines
    .map((i) => {
      if (i.kind === "text") return noMustache(i.text);
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

function cardHtml(recipe: Recipe, origin: string): string {
  const url = `${origin}/${recipe.slug}`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;border:1px solid #e7d9c8;border-radius:8px;background:#fffaf3;">
<tr><td width="128" style="padding:12px;vertical-align:top;"><a href="${escapeHtml(url)}"><img src="${escapeHtml(`${origin}${recipeImage(recipe.slug)}`)}" width="120" height="90" alt="${escapeHtml(recipe.imgAlt)}" style="display:block;border-radius:6px;"></a></td>
<td style="padding:12px 12px 12px 0;vertical-align:top;${TEXT}"><a href="${escapeHtml(url)}" style="${FONT}font-size:19px;font-weight:bold;${LINK}text-decoration:none;">${noMustache(escapeHtml(recipe.title))}</a><br><span style="font-size:14px;color:#5c4a3a;">${noMustache(escapeHtml(cardLine(recipe)))}</span></td></tr>
</table>`;
}

function blockHtml(b: Block, origin: string): string {
  if (b.kind === "heading")
    return `<h${b.level} style="${FONT}color:#2b2118;margin:28px 0 8px;">${inlineHtml(b.children, origin)}</h${b.level}>`;
  if (b.kind === "paragraph") return `<p style="margin:0 0 16px;">${inlineHtml(b.children, origin)}</p>`;
  if (b.kind === "list")
    return `<ul style="margin:0 0 16px;padding-left:22px;">${b.items.map((i) => `<li>${inlineHtml(i, origin)}</li>`).join("")}</ul>`;
  return cardHtml(b.recipe, origin);
}

function blockText(b: Block, origin: string): string {
  if (b.kind === "heading") return `${inlineText(b.children, origin).toUpperCase()}`;
  if (b.kind === "paragraph") return inlineText(b.children, origin);
  if (b.kind === "list") return b.items.map((i) => `- ${inlineText(i, origin)}`).join("\n");
  return `${noMustache(b.recipe.title)}\n${noMustache(cardLine(b.recipe))}\n${origin}/${b.recipe.slug}`;
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
    `Unsubscribe (one click): ${UNSUBSCRIBE_TAG_TEXT}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6efe6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6efe6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fffdf9;border-radius:10px;">
<tr><td style="padding:24px 28px 8px;${TEXT}"><p style="margin:0;${FONT}font-size:22px;font-weight:bold;"><a href="${escapeHtml(`${origin}/`)}" style="color:#2b2118;text-decoration:none;">${escapeHtml(SITE.name)}</a></p>
<p style="margin:4px 0 0;font-size:13px;color:#6b5848;">${escapeHtml(issueDate(issue.date))} · <a href="${escapeHtml(page)}" style="${LINK}">Read it on the site</a></p>
<h1 style="${FONT}font-size:28px;line-height:1.25;margin:20px 0 16px;">${escapeHtml(subject)}</h1></td></tr>
<tr><td style="padding:0 28px 8px;${TEXT}">
${issue.blocks.map((b) => blockHtml(b, origin)).join("\n")}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e7d9c8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#6b5848;">You get this because you subscribed to the ${escapeHtml(SITE.name)} newsletter and confirmed it. <a href="${UNSUBSCRIBE_TAG}" style="${LINK}">Unsubscribe</a> in one click.</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject, text, html };
}

/** The mail as one reader gets it, as the mail API's template fills it in. */
export function personalIssueMail(mail: IssueMail, unsubscribeUrl: string): IssueMail {
  return {
    subject: mail.subject,
    text: mail.text.split(UNSUBSCRIBE_TAG_TEXT).join(unsubscribeUrl),
    html: mail.html.split(UNSUBSCRIBE_TAG).join(escapeHtml(unsubscribeUrl)),
  };
}

/** "1 subscriber", "2 subscribers": the owner's preview and send page count their readers. */
export const subscribersText = (n: number) => `${n} ${n === 1 ? "subscriber" : "subscribers"}`;
