import type { ListLine } from "./merge";

export interface LineWords {
  lead?: string;
  amounts: { amount: string; item?: string }[];
  note?: string;
}

/** "3 large eggs"; "rye flour: 1 cup and 200 g" (one name first); "2 lb Roma tomatoes and 1 Roma tomato" (names differ). */
export function lineWords({ parts, note }: ListLine): LineWords {
  const words: LineWords =
    parts.length > 1 && parts.every((p) => p.item === parts[0].item)
      ? { lead: parts[0].item, amounts: parts.map((p) => ({ amount: p.amount })) }
      : { amounts: parts.map((p) => ({ amount: p.amount, item: p.item })) };
  return note ? { ...words, note } : words;
}

export function lineText(line: ListLine): string {
  const { lead, amounts, note } = lineWords(line);
  const written = amounts.map((a) => (a.item ? `${a.amount} ${a.item}` : a.amount)).join(" and ");
  return `${lead ? `${lead}: ${written}` : written}${note ? ` ${note}` : ""}`;
}
