// Reads a rendered amount back and checks it against how a cook writes (issues 16, 24); ./measure-rules holds each
// measure's own rules, ./recipe-amount-rules sweeps a recipe's amounts at every checked scale.
import { parseAmount, type Part } from "./amount-text";

export { parseAmount } from "./amount-text";
import { fromOneCanTsp } from "./cans";
import { CATALOG } from "./catalog";
import { METRIC_CANS_G, POURED_QUARTS_FROM_CUPS, SPOON_LIMIT_TSP, TOLERANCE, TSP_IN, TSP_PER_CUP, TSP_PER_TBSP } from "./measure";
import { type AmountContext, isMultiple, partProblems, SPOONS, WRITTEN_TSP } from "./measure-rules";
import { COUNTED_UNITS, isButter, isPoured, isWhole } from "./scale";
import type { Ingredient } from "~/recipes/types";
import type { UnitSystem } from "./units";

/** Cans a shop sells: US ounces (tomatoes come in 14.5 oz), metric grams. */
const SOLD_CANS = { us: [14.5, 15, 28], metric: [400, 800] } as const;

export function amountProblems(amount: string, ctx: AmountContext): string[] {
  const parsed = parseAmount(amount);
  if (!parsed) return [`"${amount}" is not an amount`];
  const problems: string[] = [];
  const say = (text: string) => problems.push(`"${amount}": ${text}`);
  const { parts, size, each, plurals } = parsed;
  const metric = ctx.units === "metric";

  if (parts.length > 2) say("more than two measures");
  for (const i of parts.keys()) for (const p of partProblems(parts, i, ctx)) say(p);
  // A second measure is worth its trouble only when leaving it out would change the dish.
  if (parts.length === 2 && parts.every((p) => p.unit in WRITTEN_TSP || p.unit in WRITTEN_OZ)) {
    const inBase = (p: Part) => p.value * (WRITTEN_TSP[p.unit] ?? WRITTEN_OZ[p.unit]);
    const total = inBase(parts[0]) + inBase(parts[1]);
    if (inBase(parts[1]) < TOLERANCE * total - 1e-9) say(`the ${parts[1].text} ${parts[1].unit} is too little to measure on its own`);
    const single = singleMeasureNear(total, parts[0].unit in WRITTEN_OZ ? "weight" : "volume", ctx);
    if (single) say(`one measure, ${single}, comes within ${TOLERANCE * 100}% of it`);
  }
  if (metric && parts.every((p) => SPOONS.has(p.unit)) && ctx.poured && teaspoonsOf(amount) >= SPOON_LIMIT_TSP - 1e-9) {
    say("a poured 60 ml or more is millilitres");
  }
  for (const [i, p] of parts.entries()) {
    const plural = plurals.includes(`${p.unit}s`) || plurals.includes(`${p.unit}es`);
    if (["cup", "quart", "stick", "pinch", "clove", "can", "slice", "sprig", "bunch"].includes(p.unit) && plural !== p.value > 1) {
      say(`"${p.unit}" ${plural ? "in the plural for one or less" : "in the singular for more than one"} (part ${i + 1})`);
    }
  }
  if (size) {
    if (parts.length !== 1 || parts[0].unit !== "can") say("a size belongs to a number of cans");
    else if (!isMultiple(parts[0].value, 1 / 2)) say("cans are opened whole, or half of one kept");
    else if (each !== parts[0].value > 1) say('"each" belongs with more than one can');
    if (metric && !(size.unit === "g" && (METRIC_CANS_G as readonly number[]).includes(size.value))) {
      say(`size ${size.text} ${size.unit} is not a can a metric shop sells (${METRIC_CANS_G.join(" g, ")} g)`);
    } else if (!metric && !(size.unit === "oz" && (SOLD_CANS.us as readonly number[]).includes(size.value))) {
      say(`size ${size.text} ${size.unit} is not a can a US shop sells (${SOLD_CANS.us.join(" oz, ")} oz)`);
    } else {
      for (const p of amountProblems(`${size.text} ${size.unit}`, { units: ctx.units, label: true, metricInRecipe: true }))
        say(`size ${p}`);
    }
  }
  return problems;
}

export function kindOf(amount: string): "weight" | "volume" | "count" | "unknown" {
  const parts = parseAmount(amount)?.parts;
  if (!parts) return "unknown";
  const unit = parts[0].unit;
  if (["g", "kg", "oz", "lb"].includes(unit)) return "weight";
  if (["ml", "L", "cup", "quart", "tbsp", "tsp", "stick", "pinch"].includes(unit)) return "volume";
  return "count";
}

function singleMeasureNear(total: number, kind: "weight" | "volume", ctx: AmountContext): string | undefined {
  const near = (value: number) => Math.abs(value - total) < TOLERANCE * total - 1e-9;
  const nearest = (per: number, step: number) => Math.round(total / per / step) * step;
  const candidates: [string, number, number][] =
    kind === "weight"
      ? [
          ["oz", 1, 1 / 2],
          ["lb", 16, 1 / 4],
        ]
      : ctx.butter
        ? [
            ["tbsp", 3, 1 / 2],
            ["stick", 24, 1 / 4],
          ]
        : ctx.units === "metric"
          ? [
              ["tsp", 1, 1 / 4],
              ["tbsp", 3, 1 / 2],
            ]
          : [
              ["tsp", 1, 1 / 4],
              ["tbsp", 3, 1 / 2],
              ["cup", 48, 1 / 4],
              ["cup", 48, 1 / 3],
            ];
  for (const [unit, per, step] of candidates) {
    const n = nearest(per, step);
    const fits =
      n > 0 &&
      (unit === "tsp"
        ? n < 3
        : unit === "tbsp"
          ? n >= 1 && (ctx.units === "metric" ? !ctx.poured || n < 4 : n < (ctx.butter ? 8 : 4))
          : unit === "cup" && ctx.poured && ctx.units === "us"
            ? n < POURED_QUARTS_FROM_CUPS
            : unit === "oz"
              ? n < 16
              : unit === "stick"
                ? n >= 1
                : true);
    if (fits && near(n * per)) return `${n} ${unit}`;
  }
  return undefined;
}

// As a page writes them; teaspoons in WRITTEN_TSP (measure-rules).
const WRITTEN_OZ: Record<string, number> = { oz: 1, lb: 16 };

export function teaspoonsOf(amount: string): number {
  const parsed = parseAmount(amount);
  if (!parsed) throw new Error(`"${amount}" is not an amount`);
  return parsed.parts.reduce((sum, p) => sum + p.value * WRITTEN_TSP[p.unit], 0);
}

/** What the amount rules need to know of an ingredient, from the catalog. */
export function amountContext(ing: Ingredient, units: UnitSystem): AmountContext {
  const measure = CATALOG[ing.item]?.measure;
  return {
    units,
    butter: isButter(ing.item),
    whole: isWhole(ing),
    halves: COUNTED_UNITS.has(ing.unit) && Boolean(CATALOG[ing.item]?.halves),
    metricInRecipe: ["g", "kg", "ml", "l"].includes(ing.unit),
    poured: isPoured(ing.item),
    herb: measure === "herb" ? ((CATALOG[ing.item].gramsPerCup ?? 0) / TSP_PER_CUP) * TSP_PER_TBSP : undefined,
    canned: measure === "canned" || ing.unit === "can",
    ...(measure === "canned" && TSP_IN[ing.unit] !== undefined ? { fromOneCanTsp: fromOneCanTsp(CATALOG[ing.item]) } : {}),
    bought: measure === "weigh" && !["g", "kg"].includes(ing.unit),
  };
}
