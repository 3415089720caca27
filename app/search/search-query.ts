import { withoutFormatCharacters } from "~/utils/invisible";

// Enough for any dish, and a bound on the work a query costs.
export const MAX_QUERY_LENGTH = 100;

// The cache key and the search both use it, so "JALAPEÑO" and " jalapeno " share one copy and one result.
export function normaliseQuery(raw: string): string {
  // Invisible characters go before the marks do: an emoji's joiner is known by the selector (U+FE0F) beside it.
  const folded = withoutFormatCharacters(raw.normalize("NFKD"))
    .replace(/\p{M}/gu, "")
    .replace(/[\p{Cc}\p{Cs}\p{Co}\p{Cn}\s]+/gu, " ")
    .toLowerCase()
    .trim();
  // By code point, so a cut never leaves half a surrogate pair, nor a joiner with nothing after it.
  return Array.from(folded)
    .slice(0, MAX_QUERY_LENGTH)
    .join("")
    .replace(/\u200D$/u, "")
    .trim();
}

// Around a matched word from ts_headline: characters no recipe text holds.
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

export interface SnippetPart {
  text: string;
  match: boolean;
}

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of snippet.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: i % 2 === 1 });
  }
  return parts;
}
