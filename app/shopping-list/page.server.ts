import { parseList } from "./address";
import { lineText, lineWords } from "./line-text";
import { shoppingList } from "./merge";

export function listPage(search: URLSearchParams) {
  const list = parseList(search);
  const groups = shoppingList(list.entries, list.units).map((g) => ({
    key: g.key,
    label: g.label,
    lines: g.lines.map((l) => ({ key: l.key, words: lineWords(l), text: lineText(l), recipes: l.recipes })),
  }));
  return { list, groups, status: list.problems.length ? 400 : 200 };
}

// Same address, same list until a deploy: browsers may keep it a while; the edge cache does not (worker/cache-key.ts).
export function listHeaders(status: number, maxAge: number): Record<string, string> {
  return {
    "cache-control": status === 200 ? `public, max-age=${maxAge}` : "no-store",
    "x-robots-tag": "noindex",
  };
}

export function listText(search: URLSearchParams): { body: string; status: number } {
  const { list, groups, status } = listPage(search);
  const lines = groups.flatMap((g) => g.lines.map((l) => l.text));
  const body = [...list.problems, ...(list.problems.length ? [""] : []), ...(lines.length ? lines : ["The shopping list is empty."])];
  return { body: `${body.join("\n")}\n`, status };
}
