/**
 * Which measures a reader asked for: the recipes' own US cups, spoons,
 * ounces and °F, or metric (grams, millilitres, °C, cm). It is a query
 * parameter, `?units=metric`, so it works as a plain link without
 * JavaScript and is part of a cached page's key; US is the default.
 */
export const UNIT_SYSTEMS = ["us", "metric"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** The query parameter of the US/metric switch. */
export const UNITS_PARAM = "units";

/** The unit system named by a query value: "metric", or US for anything else. */
export function parseUnitSystem(value: string | null | undefined): UnitSystem {
  return value === "metric" ? "metric" : "us";
}
