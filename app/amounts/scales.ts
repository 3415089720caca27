// A recipe's scale, as an address, a list and a page write it. No imports: a list's link and the
// address parsers use it without the amounts engine.

/** The quick buttons. */
export const STANDARD_SCALES = [1, 2, 3, 4, 5] as const;

/** "Scale to what you have" takes 1/2 to 5 in tenths; the amount rules are checked at 1X-5X and twenty-one of those. */
export const MIN_SCALE = 0.5;
export const MAX_SCALE = 5;
export const CHECKED_SCALES = [
  ...STANDARD_SCALES,
  ...[0.5, 0.6, 0.7, 0.8, 0.9, 1.1, 1.2, 1.3, 1.4, 1.5, 1.7, 1.9, 2.2, 2.5, 2.7, 3.3, 3.7, 4.1, 4.3, 4.4, 4.9],
] as const;

/** Any tenth from 1/2 to 5: the scales "scale to what you have" makes, so every one of them has an address. */
export function scaleOf(text: string | null | undefined): number | null {
  if (!text || !/^\d(\.\d+)?$/.test(text)) return null;
  const tenths = Number(text) * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9 && tenths >= MIN_SCALE * 10 && tenths <= MAX_SCALE * 10
    ? Math.round(tenths) / 10
    : null;
}

/** The page's scale from its address: 1X where the address gives none the site makes. */
export const parseScale = (value: string | null | undefined): number => scaleOf(value) ?? 1;

/** A scale as an address writes it: "2.7", never "2.70". */
export const scaleText = (scale: number) => String(Math.round(scale * 10) / 10);

/** "1/2X", "2.7X": how the page names a scale. */
export const scaleLabel = (scale: number) => `${scale === 0.5 ? "1/2" : scaleText(scale)}X`;
