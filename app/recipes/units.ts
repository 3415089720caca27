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

export function recipeQuery(x: number, units: UnitSystem): string {
  const params = new URLSearchParams();
  if (x !== 1) params.set("x", String(x));
  if (units !== "us") params.set(UNITS_PARAM, units);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function withUnits(path: string, units: UnitSystem): string {
  return units === "us" ? path : `${path}${path.includes("?") ? "&" : "?"}${UNITS_PARAM}=${units}`;
}
