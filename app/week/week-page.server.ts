// The week's page, text and headers from its address alone: no database, so any copy of it is as good as another.
import { scaleLabel, scaleOf } from "~/amounts/scales";
import { findRecipe } from "~/recipes/index";
import { parseUnitSystem, UNITS_PARAM } from "~/amounts/units";
import { lineText, lineWords } from "~/shopping-list/line-text";
import { shoppingList, type UsesMemo } from "~/shopping-list/merge";
import { DAYS, WEEK_ADD, weekHref, type DayKey } from "./week-href";
import { recipeInWeekHref } from "./open";
import { parseWeek, weekEntries, type WeekDays } from "./week-address";
import { cookedLeftovers, servingsText } from "./cooked";
import { suggestionsFor, weekLeftovers } from "./leftovers";
import type { UnitSystem } from "~/amounts/units";

const dayLabel = (key: DayKey) => DAYS.find((d) => d.key === key)!.label;
const slim = (days: WeekDays) =>
  Object.fromEntries(DAYS.map((d) => [d.key, days[d.key].map((e) => ({ recipe: { slug: e.recipe.slug }, scale: e.scale }))])) as Record<
    DayKey,
    { recipe: { slug: WeekDays["mon"][number]["recipe"]["slug"] }; scale: number }[]
  >;

export function weekPage(search: URLSearchParams) {
  const week = parseWeek(search);
  const { days, units, people } = week;
  const entries = weekEntries(days);
  // The shop, the leftovers and every suggestion's week after it read the same recipes at the same scales.
  const memo: UsesMemo = new Map();
  const groups = shoppingList(entries, units, memo).map((g) => ({
    key: g.key,
    label: g.label,
    lines: g.lines.map((l) => ({ key: l.key, words: lineWords(l), text: lineText(l) })),
  }));
  const left = weekLeftovers(days, units, memo);
  const leftovers = left.map((l) => ({
    key: l.key,
    text: l.text,
    keeps: l.keeps,
    useBy: l.useBy ? `Use it by ${dayLabel(l.useBy)}.` : null,
    suggestions: suggestionsFor(l, days, units, left.length, memo).map((s) => ({
      text: `${s.text.slice(0, -1)}, on ${dayLabel(s.day)}.`,
      href: weekHref({ days: slim(s.days), units, people }),
    })),
  }));
  const cooked = cookedLeftovers(days, people);
  const dayViews = DAYS.map((d) => ({
    key: d.key,
    label: d.label,
    entries: days[d.key].map((e, i) => ({
      slug: e.recipe.slug,
      title: e.recipe.title,
      scale: e.scale,
      scaleText: scaleLabel(e.scale),
      id: `${d.key}.${i}`,
      removeHref: weekHref({ days: { ...slim(days), [d.key]: slim(days)[d.key].filter((_, j) => j !== i) }, units, people }),
    })),
    eat: cooked.byDay[d.key].map(
      (c) =>
        `${servingsText(c.servings)} of ${c.recipe.title} from ${dayLabel(c.from)}${c.useBy ? `, to eat by ${dayLabel(c.useBy)}` : ""}`,
    ),
  }));
  const freeze = cooked.freeze.map(
    (c) => `${servingsText(c.servings)} of ${c.recipe.title} from ${dayLabel(c.from)}: more than the week's days eat while it keeps.`,
  );
  return {
    week: { days: slim(days), units, people },
    problems: week.problems,
    trouble: week.trouble,
    changed: week.changed,
    dayViews,
    groups,
    leftovers,
    freeze,
    status: week.problems.length || week.trouble ? 400 : 200,
  };
}

// The same address is the same week until a deploy: browsers may keep it a while; the edge cache does not.
export function weekHeaders(status: number, maxAge: number): Record<string, string> {
  return { "cache-control": status === 200 ? `public, max-age=${maxAge}` : "no-store", "x-robots-tag": "noindex" };
}

/** The week's shop for a phone's notes: what it is for, day by day, then the aisles; then what will be left. */
export function weekText(search: URLSearchParams): { body: string; status: number } {
  const page = weekPage(search);
  const { dayViews, groups, leftovers, problems, status } = page;
  const units: UnitSystem = page.week.units;
  const cooking = dayViews.filter((d) => d.entries.length);
  const body = [
    ...problems,
    ...(problems.length ? [""] : []),
    ...(cooking.length
      ? [
          `Shopping for the week: ${cooking.map((d) => `${d.label} ${d.entries.map((e) => `${e.title} at ${e.scaleText}`).join(" and ")}`).join("; ")}`,
          `In ${units === "metric" ? "metric" : "US"} measures`,
          ...groups.flatMap((g) => ["", `${g.label}:`, ...g.lines.map((l) => l.text)]),
          ...(leftovers.length ? ["", "Left over:", ...leftovers.map((l) => [l.text, l.keeps].filter(Boolean).join(". "))] : []),
        ]
      : ["The week is empty."]),
  ];
  return { body: `${body.join("\n")}\n`, status };
}

/** The add form's recipe and scale, sent with "Open its page first": that page carrying the week, or null. */
export function openedRecipe(search: URLSearchParams): string | null {
  const recipe = findRecipe((search.get(WEEK_ADD.recipe) ?? "").trim().toLowerCase());
  if (!recipe) return null;
  const rest = new URLSearchParams([...search].filter(([name]) => !Object.values(WEEK_ADD).includes(name as never)));
  const week = parseWeek(rest);
  const scale = scaleOf(search.get(WEEK_ADD.scale) ?? "1") ?? 1;
  return recipeInWeekHref(recipe.slug, scale, {
    days: week.days,
    units: parseUnitSystem(search.get(UNITS_PARAM)),
    people: week.people,
  });
}
