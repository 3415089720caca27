import { isEmailAddress } from "~/utils/email";
import { visibleText } from "~/utils/invisible";
import type { OwnerMail } from "~/utils/load-context";
import { oneLine, quoted } from "~/mailing/mail-text";

export interface CommentForOwner {
  kind: "comment" | "reply";
  recipeTitle: string;
  name: string;
  rating: number | null;
  comment: string;
  link: string;
  /** Signed (app/mailing/signed-links.server.ts). A comment is on the site when its mail goes: Hide; its page offers Show. */
  hideLink: string;
  /** Signed too: opens a form whose reply shows as the recipe author's. */
  replyLink: string;
  /** The commenter's address, when they gave one: the owner's Reply answers them privately. */
  email?: string | null;
  parent?: { name: string; comment: string } | null;
}

// "from Dana K." ends the sentence with the name's own full stop, never "from Dana K..".
const sentenceEnd = (who: string) => (/[.!?…]$/.test(who) ? "" : ".");

// The visitor's words first, for a phone, every line marked "> " so none can pass for the mail's own; the owner's
// links follow, always in the same order (docs/owners-inbox.md).
export function ownerMessage(n: CommentForOwner): OwnerMail {
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
