/** The newsletter's issues: Markdown in content/newsletter/, nowhere on the site before its date; to add one: docs/owners-inbox.md. */
import soupAndBreadWeather from "../../content/newsletter/2026-11-26-soup-and-bread-weather.md";
import { type Block, inlineText, parseMarkdown } from "./markdown";

const ISSUE_FILES: Record<string, string> = {
  "2026-11-26-soup-and-bread-weather": soupAndBreadWeather,
};

export interface Issue {
  /** Its address: /newsletter/<slug>, the file's name. */
  slug: string;
  subject: string;
  /** YYYY-MM-DD: from this day (UTC) it shows on the site and the owner is sent its preview. */
  date: string;
  blocks: Block[];
  /** The first paragraph's words, for the archive and the feed. */
  summary: string;
}

export function parseIssue(slug: string, file: string): Issue {
  const normal = file.replace(/\r\n?/g, "\n");
  const head = /^---\n([\s\S]*?)\n---\n/.exec(normal);
  if (!head) throw new Error(`content/newsletter/${slug}.md: no head (--- subject: … date: … ---)`);
  const fields = Object.fromEntries(
    head[1].split("\n").map((l) => [l.slice(0, l.indexOf(":")).trim(), l.slice(l.indexOf(":") + 1).trim()]),
  );
  if (!fields.subject) throw new Error(`content/newsletter/${slug}.md: no subject`);
  if (!/^\d{4}-\d\d-\d\d$/.test(fields.date ?? "")) throw new Error(`content/newsletter/${slug}.md: date must be YYYY-MM-DD`);
  const blocks = parseMarkdown(normal.slice(head[0].length));
  const first = blocks.find((b) => b.kind === "paragraph");
  const summary = first?.kind === "paragraph" ? inlineText(first.children) : "";
  return { slug, subject: fields.subject, date: fields.date, blocks, summary };
}

export const ISSUES: readonly Issue[] = Object.entries(ISSUE_FILES)
  .map(([slug, file]) => parseIssue(slug, file))
  .sort((a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug));

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The issues whose date has come, newest first: the archive, the sitemap, the feed. */
export function publishedIssues(now = new Date()): Issue[] {
  return ISSUES.filter((i) => i.date <= today(now));
}

export function findPublishedIssue(slug: string, now = new Date()): Issue | undefined {
  return publishedIssues(now).find((i) => i.slug === slug);
}

/** "26 November 2026". */
export function issueDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
