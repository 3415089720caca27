// What a week leaves: the rest of every pack, can, bunch and cut vegetable it opens and does not finish, how long
// each keeps, and the site's recipes that use it up (docs/planning.md, "The week"; sources in decision 025).
import { amountValue } from "~/amounts/amount-text";
import { cansOf, smallCans } from "~/amounts/cans";
import { catalogEntry } from "~/amounts/catalog";
import { G_PER_OZ, kitchenFraction, ML_PER_TSP, OZ_PER_LB, TSP_IN, TSP_PER_CUP } from "~/amounts/measure";
import { countAsCooked, isButter, scaleIngredient } from "~/amounts/scale";
import { usVolume } from "~/amounts/us-amounts";
import { recipes } from "~/recipes/index";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { lineParts, type Use } from "~/shopping-list/line-amounts";
import {
  boughtUses,
  bunchesBought,
  bunchesUsed,
  gramsPerCupOfUses,
  packCounts,
  packOf,
  usesAtOne,
  type UsesMemo,
} from "~/shopping-list/merge";
import { DAYS, type DayKey } from "./week-href";
import { MAX_PER_DAY, weekEntries, type WeekDays } from "./week-address";

/** What is left of one thing, in the measure it is bought by: teaspoons or grams of a pack, cans, bunches, or pieces. */
interface Rest {
  kind: "volume" | "weight" | "cans" | "bunches" | "pieces";
  value: number;
}

export interface Leftover {
  key: string;
  /** "1/2 can chickpeas (about 3/4 cup)". */
  text: string;
  /** "Keeps 3 days in the fridge, or a month in the freezer." */
  keeps: string | null;
  /** The day it is first opened, and the last day of the week it keeps to (null: past the week). */
  opened: DayKey;
  useBy: DayKey | null;
  rest: Rest;
}

export interface Suggestion {
  recipe: Recipe;
  scale: number;
  day: DayKey;
  /** "Classic Hummus at 1/2X uses the other half can." */
  text: string;
  days: WeekDays;
}

// Less than this is a spoonful in the bottom of a carton, not a leftover to plan around.
const WORTH_PLANNING = { volume: 0.15, weight: 0.15, cans: 0.2, bunches: 0.25, pieces: 0.25 } as const;
// A metric shop's small can: what a metric cook weighs of the rest, unless it is drained.
const CAN_G = 400;

const G_IN_UNIT: Partial<Record<string, number>> = { g: 1, kg: 1000, oz: G_PER_OZ, lb: G_PER_OZ * OZ_PER_LB };
// A small household's dinner: ten servings of goulash are no way to use up a tube of paste.
const MOST_SUGGESTED = 2;
const dayIndex = (day: DayKey) => DAYS.findIndex((d) => d.key === day);
const quarters = (value: number) => kitchenFraction(Math.max(0.25, Math.round(value * 4) / 4));

/** Every use of it, in the written line's kind of measure: teaspoons or grams, meeting through a weight per cup. */
function usedIn(kind: "volume" | "weight", uses: Use[], gramsPerCup: number | undefined): number {
  return uses.reduce((total, u) => {
    const tsp = TSP_IN[u.ing.unit] ?? (u.ing.unit === "ml" ? 1 / ML_PER_TSP : u.ing.unit === "l" ? 1000 / ML_PER_TSP : undefined);
    const g = G_IN_UNIT[u.ing.unit];
    if (kind === "volume") return total + u.value * (tsp ?? (g !== undefined && gramsPerCup ? (g / gramsPerCup) * TSP_PER_CUP : 0));
    return total + u.value * (g ?? (tsp !== undefined && gramsPerCup ? (tsp / TSP_PER_CUP) * gramsPerCup : 0));
  }, 0);
}

/** What is left of one thing the entries buy, or null when they finish it (or nearly). */
function restOf(uses: Use[], units: UnitSystem): { rest: Rest; text: string } | null {
  const entry = catalogEntry(uses[0].ing.item);
  const own = catalogEntry(uses[0].original.item);
  const name = uses[0].ing.item;
  const metric = units === "metric";
  const cans = uses.filter((u) => u.ing.unit === "can");
  if (cans.length === uses.length) {
    const used = cans.reduce((t, u) => t + smallCans(u.ing, u.value, entry), 0);
    const left = cansOf(used, entry, metric, true).smallWorth - used;
    if (left < WORTH_PLANNING.cans) return null;
    const about = metric
      ? `about ${Math.round((left * (entry.drainedG ?? CAN_G)) / 10) * 10} g`
      : `about ${usVolume(left * (entry.cupsPerCan ?? 1.75) * TSP_PER_CUP)}`;
    return { rest: { kind: "cans", value: left }, text: `${quarters(left)} can ${name} (${about})` };
  }
  const bunches = bunchesUsed(uses);
  if (bunches !== undefined) {
    const left = bunchesBought(bunches) - bunches;
    if (left < WORTH_PLANNING.bunches) return null;
    return { rest: { kind: "bunches", value: left }, text: `${quarters(left)} bunch ${name}` };
  }
  if (uses.every((u) => u.ing.unit === "" && catalogEntry(u.original.item).halves && u.ing.item === u.original.item)) {
    const used = uses.reduce((t, u) => t + countAsCooked(u.ing.item, u.value), 0);
    const left = Math.ceil(used - 1e-9) - used;
    if (left < WORTH_PLANNING.pieces) return null;
    return { rest: { kind: "pieces", value: left }, text: `${quarters(left)} ${uses[0].ing.item}` };
  }
  const pack = packOf(uses, units);
  if (!pack) return null;
  const gramsPerCup = gramsPerCupOfUses(uses);
  const parts = lineParts(uses, units);
  const written = parts.length === 1 ? amountValue(parts[0].amount, isButter(uses[0].ing.item)) : null;
  if (!written || written.kind === "count") return null;
  const counts = packCounts(pack, { kind: written.kind, value: written.value }, gramsPerCup);
  if (!counts) return null;
  const used = usedIn(written.kind, uses, gramsPerCup);
  if (counts.holds - used < WORTH_PLANNING[written.kind] * (counts.holds / (counts.large + counts.smalls))) return null;
  // Told in the pack's own measure (grams of a 200 g tube of paste, not spoons), through the weight of a cup.
  const kind = pack.g !== undefined ? "weight" : "volume";
  const convert = (value: number) =>
    kind === written.kind
      ? value
      : gramsPerCup
        ? kind === "weight"
          ? (value / TSP_PER_CUP) * gramsPerCup
          : (value / gramsPerCup) * TSP_PER_CUP
        : NaN;
  const left = convert(counts.holds - used);
  if (!Number.isFinite(left)) return null;
  // The rest is in the last pack opened: the small one, where the list buys one.
  const opened = counts.smalls && pack.small ? pack.small : pack;
  // About as much as is left, as a cook reads it off the pack: no gram or teaspoon of false precision.
  const amount =
    kind === "volume"
      ? scaleIngredient({ item: name, amount: left, unit: "tsp" }, 1, { units }).amount
      : metric
        ? `${Math.round(left / (left >= 100 ? 10 : 5)) * (left >= 100 ? 10 : 5)} g`
        : scaleIngredient({ item: name, amount: Math.max(1, Math.round(left / G_PER_OZ)), unit: "oz" }, 1, { units }).amount;
  return { rest: { kind, value: left }, text: `about ${amount} ${own.buy ?? entry.buy ?? uses[0].ing.item}, left in a ${opened.one}` };
}

function keepsText(uses: Use[]): { text: string | null; fridge: number | null } {
  const opened = catalogEntry(uses[0].original.item).opened ?? catalogEntry(uses[0].ing.item).opened;
  if (!opened) return { text: null, fridge: null };
  const days = (n: number) =>
    n >= 365 ? "a year" : n >= 60 ? `${Math.round(n / 30)} months` : n >= 30 ? "a month" : n === 1 ? "a day" : `${n} days`;
  const where = [
    opened.fridge !== undefined ? `${days(opened.fridge)} in the fridge` : null,
    opened.pantry !== undefined ? `${days(opened.pantry)} in the pantry, closed` : null,
  ].filter(Boolean);
  const freezer = opened.freezer !== undefined ? `, or ${days(opened.freezer)} in the freezer` : "";
  return { text: `Keeps ${where.join(" or ")}${freezer}.`, fridge: opened.fridge ?? null };
}

/** Everything the week opens and does not finish, in the order the shop's list would have it. */
export function weekLeftovers(days: WeekDays, units: UnitSystem, memo: UsesMemo = new Map()): Leftover[] {
  const entries = weekEntries(days);
  if (!entries.length) return [];
  const leftovers: Leftover[] = [];
  for (const [key, uses] of boughtUses(entries, units, memo)) {
    const rest = restOf(uses, units);
    if (!rest) continue;
    const slugs = new Set(uses.map((u) => u.recipe.slug));
    const opened = entries.find((e) => slugs.has(e.recipe.slug))!.day;
    const { text, fridge } = keepsText(uses);
    const last = fridge === null ? null : dayIndex(opened) + fridge;
    leftovers.push({
      key,
      text: rest.text,
      keeps: text,
      opened,
      useBy: last !== null && last < DAYS.length ? DAYS[last].key : null,
      rest: rest.rest,
    });
  }
  return leftovers;
}

/** The same thing's rest measured as `rest` is, for one recipe alone at 1X: what it asks of a pack, can or bunch. */
function perOne(recipe: Recipe, key: string, rest: Rest, units: UnitSystem): number | null {
  const uses = usesAtOne(recipe, units).get(key);
  if (!uses) return null;
  const entry = catalogEntry(uses[0].ing.item);
  if (rest.kind === "cans") return uses.reduce((t, u) => t + (u.ing.unit === "can" ? smallCans(u.ing, u.value, entry) : 0), 0) || null;
  if (rest.kind === "bunches") return bunchesUsed(uses) ?? null;
  if (rest.kind === "pieces") return uses.reduce((t, u) => t + (u.ing.unit === "" ? u.value : 0), 0) || null;
  return usedIn(rest.kind, uses, gramsPerCupOfUses(uses)) || null;
}

/** The first day after `from` with nothing on it, else the emptiest with room; null when the week is full. */
function dayWithRoom(days: WeekDays, from: DayKey): DayKey | null {
  const order = [...DAYS.slice(dayIndex(from) + 1), ...DAYS.slice(0, dayIndex(from) + 1)].map((d) => d.key);
  const room = order.filter((d) => days[d].length < MAX_PER_DAY);
  return room.find((d) => days[d].length === 0) ?? room.sort((a, b) => days[a].length - days[b].length)[0] ?? null;
}

/** Recipes that use a leftover up, or three quarters of it, without opening another: at the nearest scale, on a day with room. */
export function suggestionsFor(
  leftover: Leftover,
  days: WeekDays,
  units: UnitSystem,
  before: number,
  memo: UsesMemo = new Map(),
): Suggestion[] {
  const found: (Suggestion & { after: number; miss: number; again: boolean })[] = [];
  const day = dayWithRoom(days, leftover.opened);
  if (!day) return [];
  for (const recipe of recipes) {
    const one = perOne(recipe, leftover.key, leftover.rest, units);
    if (!one) continue;
    const scale = Math.min(MOST_SUGGESTED, Math.floor((leftover.rest.value / one) * 10 + 1e-6) / 10);
    if (scale < 0.5 || scale * one < 0.75 * leftover.rest.value) continue;
    const withIt = { ...days, [day]: [...days[day], { recipe, scale }] };
    const after = weekLeftovers(withIt, units, memo);
    // It must use this one up or leave less of it: a scale that opens another pack leaves more.
    const same = after.find((l) => l.key === leftover.key);
    if (same && same.rest.value >= leftover.rest.value - 1e-9) continue;
    const label = scale === 0.5 ? "1/2X" : `${scale}X`;
    found.push({
      recipe,
      scale,
      day,
      text: `${recipe.title} at ${label} uses ${same ? "most of it" : "it up"}.`,
      days: withIt,
      after: after.length - before,
      miss: leftover.rest.value - scale * one,
      again: weekEntries(days).some((e) => e.recipe === recipe),
    });
  }
  return (
    found
      // A dish not already on the week first: the rest of a pack is a reason to cook something else.
      .sort((a, b) => Number(a.again) - Number(b.again) || a.after - b.after || a.miss - b.miss)
      .slice(0, 2)
      .map(({ after: _a, miss: _m, again: _g, ...s }) => s)
  );
}
