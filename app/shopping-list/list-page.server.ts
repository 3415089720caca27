import { scaleLabel } from "~/amounts/scales";
import { findRecipe } from "~/recipes/index";
import { listPage } from "./page-data";

// Same address, same list until a deploy: browsers may keep it a while; the edge cache does not (worker/cache-key.ts).
export function listHeaders(status: number, maxAge: number): Record<string, string> {
  return {
    "cache-control": status === 200 ? `public, max-age=${maxAge}` : "no-store",
    "x-robots-tag": "noindex",
  };
}

/** The list for a phone's notes: what it is for first ("Beef Stew at 2.7X"), then the shop's aisles in order. */
export function listText(search: URLSearchParams): { body: string; status: number } {
  const { list, groups, status } = listPage(search, findRecipe);
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
