/**
 * The Markdown an issue is written in: paragraphs, `##`/`###` headings, `-` lists, `[links](…)`, `**bold**` and
 * `*italic*`. A paragraph that is only a link to a recipe (`[Pancakes](/pancakes)`) is that recipe's card. Anything
 * else is text, shown as typed: the three renderings (page, HTML mail, text mail) come from one parse, so they say
 * the same.
 */
import { findRecipe } from "~/recipes/index";
import type { Recipe } from "~/recipes/types";

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "recipe"; recipe: Recipe; label: string };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*(.+?)\*/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ kind: "text", text: rest });
      break;
    }
    if (m.index > 0) out.push({ kind: "text", text: rest.slice(0, m.index) });
    if (m[1] !== undefined) out.push({ kind: "link", href: m[2], children: parseInline(m[1]) });
    else if (m[3] !== undefined) out.push({ kind: "strong", children: parseInline(m[3]) });
    else out.push({ kind: "em", children: parseInline(m[4]) });
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const RECIPE_LINK = /^\[([^\]]+)\]\(\/([a-z0-9]+)\)$/;

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const text = chunk.trim();
    if (!text) continue;
    const heading = /^(#{2,3})\s+(.*)$/s.exec(text);
    if (heading) {
      blocks.push({ kind: "heading", level: heading[1].length as 2 | 3, children: parseInline(heading[2].replace(/\s*\n\s*/g, " ")) });
      continue;
    }
    const lines = text.split("\n");
    if (lines.every((l) => /^\s*-\s+/.test(l) || /^\s{2,}\S/.test(l))) {
      const items: string[] = [];
      for (const l of lines) {
        if (/^\s*-\s+/.test(l)) items.push(l.replace(/^\s*-\s+/, ""));
        else items[items.length - 1] += ` ${l.trim()}`;
      }
      blocks.push({ kind: "list", items: items.map(parseInline) });
      continue;
    }
    const joined = lines.map((l) => l.trim()).join(" ");
    const card = RECIPE_LINK.exec(joined);
    const recipe = card && findRecipe(card[2]);
    if (card && recipe) blocks.push({ kind: "recipe", recipe, label: card[1] });
    else blocks.push({ kind: "paragraph", children: parseInline(joined) });
  }
  return blocks;
}

export function inlineText(inlines: Inline[]): string {
  return inlines.map((i) => (i.kind === "text" ? i.text : inlineText(i.children))).join("");
}
