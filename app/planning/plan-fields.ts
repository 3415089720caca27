import { G_PER_OZ, ML_PER_TSP, OZ_PER_LB, TBSP_PER_STICK, TSP_PER_CUP, TSP_PER_TBSP } from "~/amounts/measure";
import { ingredientsOf, type Ingredient, type Recipe } from "~/recipes/types";
import { recipeParams, type UnitSystem } from "~/amounts/units";
import { withQuery } from "~/utils/query";
import { SWAP_PARAM } from "~/amounts/swap-recipe";

// Only what the browser needs: the plan and scale are worked out in the loader (recipe-page/view.ts).

export const HAVE_FIELDS = { have: "have", amount: "amount", unit: "unit" } as const;
export const AMOUNT_MAX_LENGTH = 20;
/** The quiet hours: no hands-on step is planned between them (docs/planning.md); empty, 22:00 to 07:00. */
export const SERVE_FIELDS = { serve: "serve", day: "day", quietFrom: "quiet-from", quietTo: "quiet-to" } as const;

export interface QuietHours {
  /** Minutes after midnight: no hands-on step starts or runs from `from` to `to` (across midnight when `to` is earlier). */
  from: number;
  to: number;
}

/** The cook's night, unless the reader says otherwise (docs/planning.md). */
export const DEFAULT_QUIET: QuietHours = { from: 22 * 60, to: 7 * 60 };

export interface ServeAt {
  /** Minutes after midnight. */
  minutes: number;
  /** The serving day, when given: days since 1970-01-01 on the reader's own calendar (no time zone). */
  day: number | null;
  /** Left out: DEFAULT_QUIET; null: none (the reader gave the same time twice). */
  quiet?: QuietHours | null;
}

export const MINUTES_PER_DAY = 24 * 60;

/** "22:00" as a form's time field writes it. */
export const timeValue = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

type Kind = "volume" | "weight" | "count";
/** `each`: one of the unit in teaspoons, grams or pieces. */
export const HAVE_UNITS: { value: string; label: string; kind: Kind; each: number }[] = [
  { value: "g", label: "g", kind: "weight", each: 1 },
  { value: "kg", label: "kg", kind: "weight", each: 1000 },
  { value: "oz", label: "oz", kind: "weight", each: G_PER_OZ },
  { value: "lb", label: "lb", kind: "weight", each: G_PER_OZ * OZ_PER_LB },
  { value: "ml", label: "ml", kind: "volume", each: 1 / ML_PER_TSP },
  { value: "l", label: "litres", kind: "volume", each: 1000 / ML_PER_TSP },
  { value: "tsp", label: "tsp", kind: "volume", each: 1 },
  { value: "tbsp", label: "tbsp", kind: "volume", each: TSP_PER_TBSP },
  { value: "cup", label: "cups", kind: "volume", each: TSP_PER_CUP },
  { value: "stick", label: "sticks (butter)", kind: "volume", each: TBSP_PER_STICK * TSP_PER_TBSP },
  { value: "count", label: "whole ones (eggs, cans, cloves…)", kind: "count", each: 1 },
];

export function haveChoices(recipe: Recipe): Ingredient[] {
  const seen = new Set<string>();
  return ingredientsOf(recipe).filter((ing) => !ing.notScaled && !seen.has(ing.item) && seen.add(ing.item));
}

export type HaveQuery = Record<keyof typeof HAVE_FIELDS, string | null>;
export type ServeQuery = Record<keyof typeof SERVE_FIELDS, string | null>;

/** "Serve at" as an address carries it: a recipe page's, or a shopping list's "Serve it all at". */
export const serveQueryOf = (search: URLSearchParams): ServeQuery => ({
  serve: search.get(SERVE_FIELDS.serve),
  day: search.get(SERVE_FIELDS.day),
  quietFrom: search.get(SERVE_FIELDS.quietFrom),
  quietTo: search.get(SERVE_FIELDS.quietTo),
});

export const serveParams = (serve: ServeQuery): [string, string][] =>
  (Object.keys(SERVE_FIELDS) as (keyof ServeQuery)[]).flatMap((key) =>
    serve[key] ? [[SERVE_FIELDS[key], serve[key]] as [string, string]] : [],
  );
export type HaveErrors = Partial<Record<keyof typeof HAVE_FIELDS, string>>;
export type ServeErrors = Partial<Record<keyof typeof SERVE_FIELDS, string>>;

/** One ingredient's line as the reader has it: "2 cans (15 oz each)" of chickpeas, or "2.7 lb" of chuck where 2 3/4 lb is more. */
export interface OwnAmount {
  item: string;
  unit: string;
  amount: string;
}

export interface Planning {
  have: {
    query: HaveQuery;
    errors: HaveErrors | null;
    scale: number | null;
    result: string | null;
    own: OwnAmount | null;
  } | null;
  serve: {
    query: ServeQuery;
    errors: ServeErrors | null;
    plan: {
      start: string;
      note: string;
      /** What the quiet hours did to the plan; null without them. */
      quiet: string | null;
      /** Where the plan cannot keep the quiet hours: the nearest serving time that does, as a link. */
      nearest: { text: string; href: string } | null;
      /** Its address null until the day is given. */
      calendar: { href: string | null };
      /** `wait`: the minutes the plan gives a wait within its range, which the step's timer counts. */
      steps: Record<string, { time: string; how: string; wait?: number }>;
    } | null;
  } | null;
}

const sentIn = (search: URLSearchParams, fields: Record<string, string>) => Object.values(fields).some((f) => search.has(f));

/** The plans the address still names: a 1X-5X link leaves "what you have" behind without a new load (linkQuery). */
export function currentPlanning(planning: Planning, search: URLSearchParams): Planning {
  return { have: sentIn(search, HAVE_FIELDS) ? planning.have : null, serve: sentIn(search, SERVE_FIELDS) ? planning.serve : null };
}

/** Such an address needs its loader, whatever else changed. */
export const carriesPlan = (search: URLSearchParams) => sentIn(search, HAVE_FIELDS) || sentIn(search, SERVE_FIELDS);

/** What a recipe page's links and forms keep: the scale (or what the reader has, which sets it), units and serving time; a plan only once it worked. */
export interface PageState {
  scale: number;
  units: UnitSystem;
  have: HaveQuery | null;
  serve: ServeQuery | null;
  /** The ingredients swapped, as the address writes them (app/amounts/swap-recipe.ts); "" or absent for none. */
  swap?: string;
}

export const pageState = (planning: Planning, scale: number, units: UnitSystem, swap = ""): PageState => ({
  scale,
  units,
  have: planning.have?.scale ? planning.have.query : null,
  serve: planning.serve?.plan ? planning.serve.query : null,
  swap,
});

/** Every link and form of the page takes its parameters from here, so none keeps one the others drop. */
function pageParams({ scale, units, have, serve, swap }: PageState): [string, string][] {
  return [
    ...recipeParams(have ? 1 : scale, units),
    ...(have ? Object.entries(have).map(([k, v]): [string, string] => [k, v ?? ""]) : []),
    ...(serve ? serveParams(serve) : []),
    ...(swap ? [[SWAP_PARAM, swap] as [string, string]] : []),
  ];
}

export const pageQuery = (state: PageState) => withQuery("", pageParams(state));

export const linkQuery = (state: PageState, to: { scale: number } | { units: UnitSystem }) =>
  pageQuery("scale" in to ? { ...state, scale: to.scale, have: null } : { ...state, units: to.units });

/** A form's hidden fields: what the page keeps, less what the form sends itself ("what you have" sets the scale). */
export const hiddenParams = (state: PageState, form: "have" | "serve") =>
  pageParams(form === "have" ? { ...state, scale: 1, have: null } : { ...state, serve: null });

/** What was typed, as the form gives it back: up to twice the field's limit (docs/decisions/007-form-schemas.md). */
export const kept = (value: string | null | undefined, limit = AMOUNT_MAX_LENGTH) => (value ?? "").slice(0, 2 * limit);

/** The serve-at forms' headings, which their forms and the links to a plan's place name. */
export const SERVE_AT_HEADING = "serve-at-heading";
export const SERVE_ALL_HEADING = "serve-all-heading";
