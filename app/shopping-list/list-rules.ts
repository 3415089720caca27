// What issue 60 found a shopper would not buy from, as named checks of a list's lines: packs that disagree with the
// amount, one thing on two lines, fruit too few for its juice. ~/amounts/scale-rules checks the amounts themselves.
import { amountValue } from "~/amounts/amount-text";
import { catalogEntry, type Pack, type PackSize } from "~/amounts/catalog";
import { isButter } from "~/amounts/scale";
import { GRAMS_PER_CUP } from "./recipe-facts";
import { lineText } from "./line-text";
import { packHolds, type ListLine } from "./merge";
import type { UnitSystem } from "~/amounts/units";

const sizesOf = (pack: Pack): [PackSize, number][] => [
  [pack, 1],
  ...(pack.double ? [[{ one: pack.double, other: `${pack.double}s` }, 2] as [PackSize, number]] : []),
  ...(pack.small ? [[pack.small, 0] as [PackSize, number]] : []),
];

/** The packs hold what the line writes with none to spare: "2 quarts whole milk (1 half gallon and 1 quart)" is a quart over. */
export function packAgrees(line: ListLine, units: UnitSystem): string | null {
  const item = line.parts[0].ingredient.item;
  const pack = catalogEntry(item).pack?.[units];
  if (!pack || line.parts.length > 1) return null;
  const text = lineText(line);
  const written = amountValue(line.parts[0].amount, isButter(item));
  if (!written || written.kind === "count") return null;
  const density = GRAMS_PER_CUP.get(item);
  const { kind } = written;
  const holds = (size: PackSize) => packHolds(size, kind, density);
  const bought: number[] = [];
  for (const m of (line.note ?? "").matchAll(/(\d+) ([^,()]+?)(?= and |\)|$)/g)) {
    const found = sizesOf(pack).find(([s]) => s.one === m[2] || s.other === m[2]);
    if (!found) continue;
    const [size, doubles] = found;
    const one = doubles === 2 ? 2 * holds(pack) : holds(size);
    for (let i = 0; i < Number(m[1]); i++) bought.push(one);
  }
  if (!bought.length) return `${text}: says no ${pack.one} to buy`;
  const total = bought.reduce((a, b) => a + b, 0);
  if (total < written.value * (1 - 1e-3)) return `${text}: the packs hold less than the line asks for`;
  if (total - Math.min(...bought) >= written.value * (1 - 1e-3)) return `${text}: one pack fewer would do`;
  return null;
}

// "small yellow onions" and "yellow onions" are one thing to buy; so are "Roma tomato" and "Roma tomatoes".
const SIZES = /^(small|medium|large) /;
const thingOf = (item: string) =>
  item
    .toLowerCase()
    .replace(SIZES, "")
    .replace(/(es|s)$/, "");

/** One line per thing bought: a shopper in an aisle reads one line for onions, not two. */
export function onePurchase(lines: ListLine[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const line of lines)
    for (const thing of new Set(line.parts.map((p) => thingOf(p.item)))) {
      const other = seen.get(thing);
      if (other !== undefined && other !== line.key) problems.push(`${lineText(line)}: ${thing} is on another line too`);
      seen.set(thing, line.key);
    }
  return problems;
}

/** The low end of the juice one fruit gives: "5 lemons" for 13 1/2 tbsp of juice is short at 2 tbsp a lemon. */
export const JUICE_TBSP_AT_LEAST: Readonly<Record<string, number>> = { lemon: 2, lime: 1.5, orange: 16 / 3 };

export function fruitEnough(line: ListLine, juiceTbsp: number): string | null {
  const part = line.parts.find((p) => JUICE_TBSP_AT_LEAST[thingOf(p.item)] !== undefined);
  if (!part || juiceTbsp <= 0) return null;
  const count = Number(part.amount);
  const gives = JUICE_TBSP_AT_LEAST[thingOf(part.item)];
  return count * gives >= juiceTbsp - 1e-9
    ? null
    : `${lineText(line)}: ${count} give ${count * gives} tbsp of juice at least, for ${juiceTbsp}`;
}
