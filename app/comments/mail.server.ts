// Safe for a header: no CR, LF or NUL.
export function oneLine(value: string, max: number): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- NUL is what this removes
    .replace(/[\r\n\u0000]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export interface CommentNotice {
  kind: "comment" | "reply";
  recipeTitle: string;
  recipeId: number;
  name: string;
  rating: number | null;
  comment: string;
  link: string;
  /** Signed: app/signed-links.server.ts */
  hideLink: string;
  showLink: string;
}

export function ownerMessage(n: CommentNotice): { subject: string; text: string } {
  const who = oneLine(n.name, 80);
  const title = oneLine(n.recipeTitle, 120);
  const subject = n.kind === "comment" ? `New ${n.rating}-star comment on ${title}` : `New reply on ${title}`;
  const lines = [
    n.kind === "comment"
      ? `${who} left a rating and comment on "${title}" (recipe ${n.recipeId}).`
      : `${who} replied to a comment on "${title}" (recipe ${n.recipeId}).`,
    "",
    ...(n.rating ? [`Rating: ${"★".repeat(n.rating)}${"☆".repeat(5 - n.rating)} (${n.rating} of 5)`, ""] : []),
    n.comment.replaceAll("\u0000", "").slice(0, 5000),
    "",
    `Read it on the site: ${n.link}`,
    "",
    `Hide this comment: ${n.hideLink}`,
    `Show it again: ${n.showLink}`,
    "(Each link opens a page with one button; nothing changes until you press it.)",
  ];
  return { subject: oneLine(subject, 200), text: lines.join("\n") };
}
