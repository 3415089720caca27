import { isEmailAddress } from "~/utils/email";
import { visibleText } from "~/utils/invisible";
import type { OwnerMail } from "~/utils/load-context";

// Every line break Unicode knows (UAX 14's mandatory breaks: CR, LF, VT, FF, NEL, LS, PS); a mail client may draw any.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

// Safe for a header, and one line wherever it is drawn: no line break of any kind, no other control character, no NUL.
export function oneLine(value: string, max: number): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- control characters, C1's NEL among them, are what this removes
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export interface CommentNotice {
  kind: "comment" | "reply";
  recipeTitle: string;
  name: string;
  rating: number | null;
  comment: string;
  link: string;
  /** Signed: app/mailing/signed-links.server.ts. A comment is on the site when its mail goes: Hide is what applies; its
   * page, once pressed, offers Show. */
  hideLink: string;
  /** Signed too: opens a form whose reply shows as the recipe author's. */
  replyLink: string;
  /** The commenter's address, when they gave one: the owner's Reply answers them privately. */
  email?: string | null;
  /** What a reply answers. */
  parent?: { name: string; comment: string } | null;
}

// "from Dana K." ends the sentence with the name's own full stop, never "from Dana K..".
const sentenceEnd = (who: string) => (/[.!?…]$/.test(who) ? "" : ".");

// The visitor's words, as a mail client quotes: every line marked, so none can pass for one of the mail's own.
// Any line break a client might draw splits a line here; invisible characters that could reorder one are gone.
export function quoted(text: string, max = 5000): string {
  const lines = visibleText(text.replaceAll("\u0000", ""))
    .slice(0, max)
    .split(LINE_BREAKS)
    .map((line) => line.trimEnd());
  const kept: string[] = [];
  for (const line of lines) if (line !== "" || (kept.length > 0 && kept.at(-1) !== "")) kept.push(line);
  if (kept.at(-1) === "") kept.pop();
  return kept.map((line) => (line ? `> ${line}` : ">")).join("\n");
}

// The visitor's words first, for a phone's screen, but every line of them marked "> ": nothing a visitor writes can
// pass for a line of the mail's own, whatever it says. The owner's links follow, always in the same order
// (docs/owners-inbox.md).
export function ownerMessage(n: CommentNotice): OwnerMail {
  // Only an address the schema took (app/utils/email.ts): nothing in it can start a header.
  const replyTo = n.email && isEmailAddress(n.email) ? n.email : undefined;
  const who = oneLine(visibleText(n.name), 80);
  const title = oneLine(n.recipeTitle, 120);
  const subject = n.kind === "comment" ? `New ${n.rating}-star comment on ${title}` : `New reply on ${title}`;
  const parentWho = n.parent ? oneLine(visibleText(n.parent.name), 80) : "";
  const lines = [
    // The name mid-line: at the start, a name like "Hide this comment: https://…" would read as a line of the mail.
    n.kind === "comment"
      ? `A rating and comment on "${title}", from ${who}${sentenceEnd(who)}`
      : `A reply on "${title}", from ${who}${n.parent ? `, to ${parentWho}` : ""}${sentenceEnd(n.parent ? parentWho : who)}`,
    ...(n.rating ? [`Rating: ${"★".repeat(n.rating)}${"☆".repeat(5 - n.rating)} (${n.rating} of 5)`] : []),
    "",
    quoted(n.comment),
    "",
    ...(n.parent ? [`It answers ${parentWho}'s:`, quoted(n.parent.comment, 600), ""] : []),
    "(Quoted as sent: links in it are the visitor's, not the site's.)",
    "",
    `Read it on the site: ${n.link}`,
    `Reply as the author: ${n.replyLink}`,
    "(Opens a reply form for this comment; your reply shows with an Author mark by your name.)",
    ...(replyTo ? ["Or answer privately: your mail app's Reply writes to the address they gave, which the site never shows."] : []),
    "",
    `Hide this comment: ${n.hideLink}`,
    "(The replies under it go out of sight with it. The link opens a page with one button; nothing changes until you press it, and that page can show it again.)",
  ];
  return { subject: oneLine(subject, 200), text: lines.join("\n"), ...(replyTo ? { replyTo } : {}) };
}
