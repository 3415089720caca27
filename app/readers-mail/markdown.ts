/**
 * An issue's Markdown, read by a CommonMark parser (micromark) and cut down to what a mail can show; a paragraph that is
 * only a link to a recipe is its card, raw HTML is text. Page, HTML mail and text mail come from one parse, so agree.
 */
import { fromMarkdown } from "mdast-util-from-markdown";
import { findRecipe } from "~/recipes/index";
import type { Recipe } from "~/recipes/types";

// The parser's own node types (mdast 4), not the older @types/mdast another package hoists.
type RootContent = ReturnType<typeof fromMarkdown>["children"][number];
type Parent = Extract<RootContent, { children: unknown }>;
type Nodes = RootContent | Parent["children"][number];
type PhrasingContent = Extract<RootContent, { type: "paragraph" }>["children"][number];

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "break" }
  | { kind: "code"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "recipe"; recipe: Recipe; label: string };

// A run of text, merged with the text before it: a page and a mail then need not care where the parser cut.
function pushText(out: Inline[], text: string) {
  const last = out[out.length - 1];
  if (last?.kind === "text") last.text += text;
  else if (text) out.push({ kind: "text", text });
}

function inlines(nodes: readonly Nodes[]): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    // A line ending inside a paragraph is a space, as on any Markdown page; a hard break is a break.
    if (n.type === "text" || n.type === "html") pushText(out, n.value.replace(/[ \t]*\n[ \t]*/g, " "));
    else if (n.type === "break") out.push({ kind: "break" });
    else if (n.type === "inlineCode") out.push({ kind: "code", text: n.value });
    else if (n.type === "strong") out.push({ kind: "strong", children: inlines(n.children) });
    else if (n.type === "emphasis") out.push({ kind: "em", children: inlines(n.children) });
    else if (n.type === "link") out.push({ kind: "link", href: n.url, children: inlines(n.children) });
    else if (n.type === "image") pushText(out, n.alt ?? "");
    // A paragraph inside a list item or a quote: its words, a line apart from the next.
    else if ("children" in n) {
      if (out.length > 0) out.push({ kind: "break" });
      for (const i of inlines(n.children as Nodes[]))
        if (i.kind === "text") pushText(out, i.text);
        else out.push(i);
    } else if ("value" in n) pushText(out, n.value);
  }
  return out;
}

const RECIPE_PATH = /^\/([a-z0-9]+)$/;

function recipeCard(children: PhrasingContent[]): Block | null {
  if (children.length !== 1 || children[0].type !== "link") return null;
  const recipe = findRecipe(RECIPE_PATH.exec(children[0].url)?.[1] ?? "");
  return recipe ? { kind: "recipe", recipe, label: inlineText(inlines(children[0].children)) } : null;
}

function blocks(nodes: readonly RootContent[]): Block[] {
  const out: Block[] = [];
  for (const n of nodes) {
    if (n.type === "heading") out.push({ kind: "heading", level: n.depth <= 2 ? 2 : 3, children: inlines(n.children) });
    else if (n.type === "paragraph") out.push(recipeCard(n.children) ?? { kind: "paragraph", children: inlines(n.children) });
    else if (n.type === "list") out.push({ kind: "list", ordered: !!n.ordered, items: n.children.map((item) => inlines(item.children)) });
    else if (n.type === "blockquote") out.push(...blocks(n.children));
    // A fenced or indented block, or raw HTML: shown as typed, its lines kept.
    else if (n.type === "code" || n.type === "html") {
      const children: Inline[] = [];
      n.value.split("\n").forEach((line, i) => {
        if (i > 0) children.push({ kind: "break" });
        pushText(children, line);
      });
      out.push({ kind: "paragraph", children });
    }
  }
  return out;
}

export function parseMarkdown(markdown: string): Block[] {
  return blocks(fromMarkdown(markdown).children);
}

export function inlineText(inlines: Inline[]): string {
  return inlines
    .map((i) => (i.kind === "text" || i.kind === "code" ? i.text : i.kind === "break" ? "\n" : inlineText(i.children)))
    .join("");
}
