import { withQuery } from "~/utils/query";
import { parseScale } from "./scales";

// A query parameter, so it works as a plain link without JavaScript and is part of a cached page's key.
export const UNIT_SYSTEMS = ["us", "metric"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

// Not the 20 ml Australian tablespoon.
export const SPOON_NOTE = "Spoons are metric: a teaspoon is 5 ml, a tablespoon 15 ml.";

export const UNITS_PARAM = "units";

export const UNIT_LABELS: Record<UnitSystem, string> = { us: "US", metric: "Metric" };

export function parseUnitSystem(value: string | null | undefined): UnitSystem {
  return value === "metric" ? "metric" : "us";
}

/** A recipe page's scale and units, read from its address (`x` and `units`), as recipeParams writes them. */
export function scaleAndUnits(search: URLSearchParams): { scale: number; units: UnitSystem } {
  return { scale: parseScale(search.get("x")), units: parseUnitSystem(search.get(UNITS_PARAM)) };
}

/** A recipe page's scale and units as its links carry them: 1X and US, the defaults, left out; scale first. */
export function recipeParams(scale: number, units: UnitSystem): [string, string][] {
  return [
    ...(scale !== 1 ? [["x", String(scale)] as [string, string]] : []),
    ...(units !== "us" ? [[UNITS_PARAM, units] as [string, string]] : []),
  ];
}

export const recipeQuery = (scale: number, units: UnitSystem) => withQuery("", recipeParams(scale, units));
