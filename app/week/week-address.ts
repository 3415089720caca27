// Reads a week from its address (docs/planning.md, "The week"): what it can, and a sentence for each part it cannot,
// so a bad address answers 400 with the rest of the week to fix it from.
import { findRecipe } from "~/recipes/index";
import { scaleLabel, scaleOf } from "~/amounts/scales";
import type { Recipe } from "~/recipes/types";
import { parseUnitSystem, UNITS_PARAM, UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";
import { DAYS, DEFAULT_PEOPLE, MAX_PEOPLE, PEOPLE_PARAM, WEEK_ADD, WEEK_CHANGE, type DayKey } from "./week-href";

export interface WeekEntry {
  recipe: Recipe;
  scale: number;
}
export type WeekDays = Record<DayKey, WeekEntry[]>;

/** More than a household cooks in a day; the rest of a day is not read. */
export const MAX_PER_DAY = 4;
/** An address longer than any week the site writes (seven full days of the longest names) is not read at all. */
const MAX_ADDRESS = 2000;

/** The change form sent something the week cannot take: its fields as typed, and what was wrong, beside them. */
export interface ChangeTrouble {
  entry: string;
  to: string;
  scale: string;
  message: string;
}

export interface WeekAddress {
  days: WeekDays;
  units: UnitSystem;
  people: number;
  problems: string[];
  /** The add or change form worked: redirect to the week's own address. */
  changed: boolean;
  trouble: ChangeTrouble | null;
}

const shown = (text: string) => `“${text.length > 30 ? `${text.slice(0, 30)}…` : text}”`;
const isDay = (key: string): key is DayKey => DAYS.some((d) => d.key === key);
const dayLabel = (key: DayKey) => DAYS.find((d) => d.key === key)!.label;
const KNOWN = new Set<string>([
  ...DAYS.map((d) => d.key),
  UNITS_PARAM,
  PEOPLE_PARAM,
  ...Object.values(WEEK_ADD),
  ...Object.values(WEEK_CHANGE),
  // The calendar's.
  "start",
  "serve",
  "quiet-from",
  "quiet-to",
]);

const noDays = (): WeekDays => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

function readDay(key: DayKey, value: string, problems: string[]): WeekEntry[] {
  const entries: WeekEntry[] = [];
  const unknown: string[] = [];
  const items = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  for (const text of items.slice(0, MAX_PER_DAY)) {
    const [name, ...rest] = text.toLowerCase().split(".");
    const recipe = findRecipe(name);
    if (!recipe) {
      unknown.push(text);
      continue;
    }
    const given = rest.join(".");
    const scale = given === "" ? 1 : scaleOf(given);
    if (scale === null)
      problems.push(`${dayLabel(key)}, ${shown(text)}: a recipe goes on the week at 1/2X to 5X in tenths, such as 2.7X, so it is at 1X.`);
    entries.push({ recipe, scale: scale ?? 1 });
  }
  if (items.length > MAX_PER_DAY) problems.push(`${dayLabel(key)}: a day holds ${MAX_PER_DAY} recipes; the rest were left out.`);
  if (unknown.length) problems.push(`${dayLabel(key)}: not recipes on this site, so left out: ${unknown.map(shown).join(", ")}.`);
  return entries;
}

export function parseWeek(search: URLSearchParams): WeekAddress {
  const problems: string[] = [];
  const days = noDays();
  if (search.toString().length > MAX_ADDRESS) {
    problems.push(`The address is longer than any week (${MAX_ADDRESS} characters), so none of it was read.`);
    return { days, units: "us", people: DEFAULT_PEOPLE, problems, changed: false, trouble: null };
  }
  for (const [name, value] of search) {
    if (isDay(name)) {
      if (days[name].length) problems.push(`${dayLabel(name)} is in the address twice; the week keeps the first.`);
      else days[name] = readDay(name, value, problems);
    } else if (!KNOWN.has(name) && /^[a-z]{2,12}$/.test(name) && value.split(",").some((v) => findRecipe(v.split(".")[0].trim())))
      problems.push(`${shown(name)} is not a day of the week (mon, tue, wed, thu, fri, sat, sun), so its recipes were left out.`);
  }

  const unitsValue = search.get(UNITS_PARAM);
  const units = parseUnitSystem(unitsValue);
  if (unitsValue !== null && !(UNIT_SYSTEMS as readonly string[]).includes(unitsValue))
    problems.push(`${shown(unitsValue)} is not a unit system here: the week is in US measures (or choose Metric).`);
  const peopleValue = search.get(PEOPLE_PARAM);
  let people = DEFAULT_PEOPLE;
  if (peopleValue !== null) {
    const n = Number(peopleValue.trim());
    if (Number.isInteger(n) && n >= 1 && n <= MAX_PEOPLE) people = n;
    else problems.push(`${shown(peopleValue)} is not a household: give 1 to ${MAX_PEOPLE} people, so the week counts ${DEFAULT_PEOPLE}.`);
  }

  let changed = false;
  const add = search.get(WEEK_ADD.recipe);
  if (add !== null) {
    const recipe = findRecipe(add.trim().toLowerCase());
    const scale = scaleOf(search.get(WEEK_ADD.scale) ?? "1");
    const day = search.get(WEEK_ADD.day) ?? "";
    if (!recipe) problems.push(`Not a recipe on this site, so not added: ${shown(add)}.`);
    else if (scale === null)
      problems.push(`${shown(search.get(WEEK_ADD.scale) ?? "")} is not a scale: pick 1/2X to 5X to add ${recipe.title}.`);
    else if (!isDay(day)) problems.push(`${shown(day)} is not a day of the week: pick one to add ${recipe.title} to.`);
    else if (days[day].length >= MAX_PER_DAY) problems.push(`${dayLabel(day)} holds ${MAX_PER_DAY} recipes already: pick another day.`);
    else {
      days[day] = [...days[day], { recipe, scale }];
      changed = true;
    }
  }

  let trouble: ChangeTrouble | null = null;
  const entry = search.get(WEEK_CHANGE.entry);
  if (entry !== null) {
    const [fromText, index] = entry.split(".");
    const from: DayKey | null = isDay(fromText) ? fromText : null;
    const at = Number(index);
    const to = search.get(WEEK_CHANGE.to) ?? fromText;
    const typed = search.get(WEEK_CHANGE.scale) ?? "";
    const scale = scaleOf(typed.trim().replace(/x$/i, ""));
    const moving = from && Number.isInteger(at) ? days[from][at] : undefined;
    const fail = (message: string) => (trouble = { entry, to, scale: typed.slice(0, 40), message });
    if (!moving || !from) problems.push(`${shown(entry)} is not a recipe on this week, so nothing was changed.`);
    else if (!isDay(to)) fail(`${shown(to)} is not a day of the week: pick one.`);
    else if (scale === null) fail(`${shown(typed)} is not a scale: give 1/2 to 5 in tenths, such as ${scaleLabel(2.7).slice(0, -1)}.`);
    else if (to !== from && days[to].length >= MAX_PER_DAY) fail(`${dayLabel(to)} holds ${MAX_PER_DAY} recipes already: pick another day.`);
    else {
      days[from] = days[from].filter((_, i) => i !== at);
      const moved = { recipe: moving.recipe, scale };
      // Changing the scale keeps it in its place; moving puts it last on its new day.
      days[to] = to === from ? [...days[to].slice(0, at), moved, ...days[to].slice(at)] : [...days[to], moved];
      changed = true;
    }
  }
  return { days, units, people, problems, changed: changed && problems.length === 0, trouble };
}

/** Every recipe of the week in day order, each as often as it is cooked. */
export const weekEntries = (days: WeekDays) => DAYS.flatMap((d) => days[d.key].map((e) => ({ ...e, day: d.key })));
