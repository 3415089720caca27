/**
 * Which measures a reader asked for: the recipes' own US cups, spoons,
 * ounces and °F, or metric (grams, millilitres, °C, cm). It is a query
 * parameter, `?units=metric`, so it works as a plain link without
 * JavaScript and is part of a cached page's key; US is the default.
 */
export const UNIT_SYSTEMS = ["us", "metric"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** What a metric page says once, beside the switch: its spoons are not the 20 ml Australian tablespoon. */
export const SPOON_NOTE = "Spoons are metric: a teaspoon is 5 ml, a tablespoon 15 ml.";

/** The query parameter of the US/metric switch. */
export const UNITS_PARAM = "units";

/** The unit system named by a query value: "metric", or US for anything else. */
export function parseUnitSystem(value: string | null | undefined): UnitSystem {
  return value === "metric" ? "metric" : "us";
}

/**
 * The query of a recipe page at multiplier `x` in `units`, without the
 * defaults: "", "?x=2", "?units=metric", "?x=2&units=metric".
 */
export function recipeQuery(x: number, units: UnitSystem): string {
  const params = new URLSearchParams();
  if (x !== 1) params.set("x", String(x));
  if (units !== "us") params.set(UNITS_PARAM, units);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A link to another page of the site that keeps the reader's units: "/marinara?units=metric". */
export function withUnits(path: string, units: UnitSystem): string {
  return units === "us" ? path : `${path}${path.includes("?") ? "&" : "?"}${UNITS_PARAM}=${units}`;
}
