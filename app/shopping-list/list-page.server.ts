import { scaleLabel } from "~/amounts/scales";
import { serveQueryOf } from "~/planning/plan-fields";
import { serveAllPlan } from "~/planning/serve-all";
import { readServeAt } from "~/planning/serve-at";
import { parseList, type ListAddress } from "./list-address";
import { LIST_CALENDAR_PATH, listHref } from "./list-href";
import { lineText, lineWords } from "./line-text";
import { shoppingList } from "./merge";
import type { ServeAllForm } from "./ServeAllSection";

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

/** The list for a phone's notes: what it is for first ("Beef Stew at 2.7X"), then the shop's aisles in order. */
export function listText(search: URLSearchParams): { body: string; status: number } {
  const { list, groups, status } = listPage(search);
  const head = list.entries.length
    ? [
        `Shopping list for ${list.entries.map((e) => `${e.recipe.title} at ${scaleLabel(e.scale)}${e.swapped ? ` (with ${e.swapped})` : ""}`).join(", ")}`,
        `In ${list.units === "metric" ? "metric" : "US"} measures`,
      ]
    : [];
  const aisles = groups.flatMap((g) => ["", `${g.label}:`, ...g.lines.map((l) => l.text)]);
  const body = [
    ...list.problems,
    ...(list.problems.length ? [""] : []),
    ...(aisles.length ? [...head, ...aisles] : ["The shopping list is empty."]),
  ];
  return { body: `${body.join("\n")}\n`, status };
}

/** The list's "Serve it all at" as its address gives it, and the serving time its links keep once it reads (else null). */
export function listServe(list: ListAddress, search: URLSearchParams) {
  const query = serveQueryOf(search);
  // A plan needs a recipe: on an empty list the form is not shown, so neither is a message about it.
  const serve = list.entries.length ? readServeAt(query) : null;
  return { query, serve, kept: serve?.ok ? query : null };
}

/** "Serve it all at" as the page shows it: the form as sent, and once its time reads the plan and its calendar file. */
export function serveAllForm(list: ListAddress, { query, serve }: ReturnType<typeof listServe>): ServeAllForm {
  const plan = serve?.ok ? serveAllPlan(list.entries, serve.at, query, list.units) : null;
  return {
    query,
    errors: serve && !serve.ok ? serve.errors : null,
    plan,
    calendar: serve?.ok && plan ? { href: serve.at.day !== null ? listHref({ ...list, serve: query }, LIST_CALENDAR_PATH) : null } : null,
  };
}
