// A week's address (docs/planning.md, "The week"), written without importing the recipes, so the recipe page's "Add
// to the week" form costs its script nothing.
import { scaleText } from "~/amounts/scales";
import type { RecipeSlug } from "~/recipes/types";
import { UNITS_PARAM, type UnitSystem } from "~/amounts/units";
import { withQuery } from "~/utils/query";

export const WEEK_PATH = "/week";
export const WEEK_TEXT_PATH = "/week.txt";
export const WEEK_CALENDAR_PATH = "/week.ics";

export const DAYS = [
  { key: "mon", label: "Monday" },
  { key: "tue", label: "Tuesday" },
  { key: "wed", label: "Wednesday" },
  { key: "thu", label: "Thursday" },
  { key: "fri", label: "Friday" },
  { key: "sat", label: "Saturday" },
  { key: "sun", label: "Sunday" },
] as const;
export type DayKey = (typeof DAYS)[number]["key"];

/** The add form's fields: the recipe, its scale and the day, beside the week's own. */
export const WEEK_ADD = { recipe: "add", scale: "ax", day: "day" } as const;
/** The change form's: which entry ("tue.1"), the day it goes to and its scale. */
export const WEEK_CHANGE = { entry: "entry", to: "to", scale: "x" } as const;
export const PEOPLE_PARAM = "people";
/** A recipe page opened from a week carries it here, so its "Add to the week" keeps it without JavaScript; never edge-cached. */
export const WEEK_PARAM = "w";
/** The week's "Open its page" button: the answer is the recipe's page carrying the week. */
export const WEEK_OPEN = "open";

/** A week's own parameters read back from a recipe page's `w`: the days and the household, nothing else. */
export const weekCarried = (w: string | null): [string, string][] =>
  w === null ? [] : [...new URLSearchParams(w)].filter(([name]) => name === PEOPLE_PARAM || DAYS.some((d) => d.key === name)).slice(0, 8);
export const DEFAULT_PEOPLE = 2;
export const MAX_PEOPLE = 8;

export interface WeekState {
  days: Readonly<Record<DayKey, readonly { recipe: { slug: RecipeSlug }; scale: number }[]>>;
  units: UnitSystem;
  people: number;
}

/** Every link, redirect and form of a week carries these; empty days, US and two people are left out. */
export const weekParams = ({ days, units, people }: WeekState): [string, string][] => [
  ...DAYS.filter((d) => days[d.key].length).map(
    (d) => [d.key, days[d.key].map((e) => `${e.recipe.slug}.${scaleText(e.scale)}`).join(",")] as [string, string],
  ),
  ...(units === "us" ? [] : [[UNITS_PARAM, units] as [string, string]]),
  ...(people === DEFAULT_PEOPLE ? [] : [[PEOPLE_PARAM, String(people)] as [string, string]]),
];

export const weekHref = (week: WeekState, path = WEEK_PATH) => withQuery(path, weekParams(week));
