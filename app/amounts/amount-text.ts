import { G_PER_OZ, ML_PER_TSP, OZ_PER_LB } from "./measure";

// Reads a written amount back into numbers and units: "1 lb 14 oz", "2 cans (15 oz each)", "1/4 cup + 1 tbsp".

export interface Part {
  value: number;
  /** "" for a plain count. */
  unit: string;
  /** As written: "1 1/2". */
  text: string;
}

const NUMBER = String.raw`(\d+ \d+\/\d+|\d+\/\d+|\d+\.\d+|\d+)`;
const UNIT = String.raw`(cups?|quarts?|tbsp|tsp|sticks?|oz|lb|g|kg|ml|L|pinch(?:es)?|cloves?|cans?|slices?|sprigs?|bunch(?:es)?|packets?|sachets?)`;
const PART = new RegExp(String.raw`^${NUMBER}(?: ${UNIT})?$`);
const SIZE = /^(.*?) \((.+?)( each)?\)$/;

const SINGULAR: Record<string, string> = {
  cups: "cup",
  quarts: "quart",
  sticks: "stick",
  pinches: "pinch",
  cloves: "clove",
  cans: "can",
  slices: "slice",
  sprigs: "sprig",
  bunches: "bunch",
  packets: "packet",
  sachets: "sachet",
};

function numberValue(text: string): number {
  return text.split(" ").reduce((sum, piece) => {
    const [n, d] = piece.split("/").map(Number);
    return sum + (d ? n / d : n);
  }, 0);
}

export function parseAmount(amount: string): { parts: Part[]; size?: Part; each: boolean; plurals: string[] } | null {
  let main = amount;
  let size: Part | undefined;
  let each = false;
  const sized = amount.match(SIZE);
  if (sized) {
    main = sized[1];
    const inner = parseAmount(sized[2]);
    if (!inner || inner.parts.length !== 1) return null;
    size = inner.parts[0];
    each = Boolean(sized[3]);
  }
  // "1 lb 14 oz" is two parts, as a scale reads it.
  const pieces = main.replace(/^(\d+ lb) (.+ oz)$/, "$1 + $2").split(" + ");
  const parts: Part[] = [];
  const plurals: string[] = [];
  for (const piece of pieces) {
    const m = piece.match(PART);
    if (!m) return null;
    const unit = m[2] ?? "";
    if (SINGULAR[unit]) plurals.push(unit);
    parts.push({ value: numberValue(m[1]), unit: SINGULAR[unit] ?? unit, text: m[1] });
  }
  return { parts, size, each, plurals };
}

// Teaspoons, grams, or pieces: what a written part is worth, to add amounts up as they were written.
const TSP: Record<string, number> = {
  tsp: 1,
  tbsp: 3,
  cup: 48,
  quart: 192,
  stick: 24,
  ml: 1 / ML_PER_TSP,
  L: 1000 / ML_PER_TSP,
  pinch: 1 / 16,
  packet: 2.25,
  sachet: 2.25,
};
const GRAMS: Record<string, number> = { g: 1, kg: 1000, oz: G_PER_OZ, lb: G_PER_OZ * OZ_PER_LB };

/** Butter past a pound is written by weight: an ounce of it is 2 tbsp, so its sticks and pounds add up. */
const BUTTER_TSP: Record<string, number> = { ...TSP, oz: 6, lb: 96 };

/** "1/4 cup + 1 tbsp" is 15 tsp of volume; "1 lb 2 oz" is weight (of butter, volume); "3 cloves" are 3 pieces. Null when mixed. */
export function amountValue(amount: string, butter = false): { kind: "volume" | "weight" | "count"; value: number } | null {
  const parsed = parseAmount(amount);
  if (!parsed || parsed.size) return null;
  const volume = butter ? BUTTER_TSP : TSP;
  const kinds = new Set(parsed.parts.map((p) => (p.unit in volume ? "volume" : p.unit in GRAMS ? "weight" : "count")));
  if (kinds.size !== 1) return null;
  const kind = [...kinds][0] as "volume" | "weight" | "count";
  const table = kind === "volume" ? volume : kind === "weight" ? GRAMS : {};
  return { kind, value: parsed.parts.reduce((sum, p) => sum + p.value * (table[p.unit] ?? 1), 0) };
}
