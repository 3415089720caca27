// A list page's data from its address and the recipes a caller has: the loader's, with every recipe on the site, and
// the browser's offline, with those saved on the device (offline-list.ts). One code, so both write the same list.
import { serveQueryOf } from "~/planning/plan-fields";
import { serveAllPlan } from "~/planning/serve-all";
import { readServeAt } from "~/planning/serve-at";
import type { Recipe } from "~/recipes/types";
import { readList, type ListAddress } from "./read-list";
import { LIST_CALENDAR_PATH, listHref } from "./list-href";
import { lineText, lineWords } from "./line-text";
import { shoppingList } from "./merge";
import type { ServeAllForm } from "./ServeAllSection";

/** The recipes a list is read against: a slug's recipe (undefined for a name that is none), and every recipe's title. */
export interface ListRecipes {
  find(slug: string): Recipe | undefined;
  /** A to Z, as the add form offers them. */
  titles: readonly { slug: string; title: string }[];
}

export function listPage(search: URLSearchParams, find: ListRecipes["find"]) {
  const list = readList(search, find);
  const groups = shoppingList(list.entries, list.units).map((g) => ({
    key: g.key,
    label: g.label,
    lines: g.lines.map((l) => ({ key: l.key, words: lineWords(l), text: lineText(l), recipes: l.recipes })),
  }));
  return { list, groups, status: list.problems.length ? 400 : 200 };
}

/** The list's "Serve it all at" as its address gives it, and the serving time its links keep once it reads (else null). */
function listServe(list: ListAddress, search: URLSearchParams) {
  const query = serveQueryOf(search);
  // A plan needs a recipe: on an empty list the form is not shown, so neither is a message about it.
  const serve = list.entries.length ? readServeAt(query) : null;
  return { query, serve, kept: serve?.ok ? query : null };
}

/** "Serve it all at" as the page shows it: the form as sent, and once its time reads the plan and its calendar file. */
function serveAllForm(list: ListAddress, { query, serve }: ReturnType<typeof listServe>): ServeAllForm {
  const plan = serve?.ok ? serveAllPlan(list.entries, serve.at, query, list.units) : null;
  return {
    query,
    errors: serve && !serve.ok ? serve.errors : null,
    plan,
    calendar: serve?.ok && plan ? { href: serve.at.day !== null ? listHref({ ...list, serve: query }, LIST_CALENDAR_PATH) : null } : null,
  };
}

/** What the list page shows for an address, its status, and the list read from it (the loader redirects an added one). */
export function listPageData(search: URLSearchParams, recipes: ListRecipes) {
  const { list, groups, status } = listPage(search, recipes.find);
  const serve = listServe(list, search);
  const entries = list.entries.map((e) => ({
    recipe: { slug: e.recipe.slug, title: e.recipe.title },
    scale: e.scale,
    ...(e.swap ? { swap: e.swap, swapped: e.swapped } : {}),
  }));
  // The add form offers the recipes not on the list yet, A to Z.
  const others = recipes.titles.filter((r) => !list.entries.some((e) => e.recipe.slug === r.slug));
  const serveAll = serveAllForm(list, serve);
  return {
    list,
    serve,
    status: serveAll.errors ? 400 : status,
    data: { entries, units: list.units, problems: list.problems, groups, others, serveAll, keptServe: serve.kept },
  };
}
