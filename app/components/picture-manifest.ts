/** Built by vite-plugins/picture-widths.ts: for each JPEG under public/ (by its path), where its sizes live and which widths exist. */
export type PictureManifest = Record<string, { base: string; widths: number[] }>;

/** A picture as the loader sends it: the JPEG, and its built files and widths with `sizes` (without: one file for 1x, one for 2x). */
export interface PictureSources {
  src: string;
  base?: string;
  widths?: number[];
  sizes?: string;
}

/** `sizes`: its width in the layout; `upTo`: the most pixels it is ever drawn across (wider files are left out). */
export function pictureSources(manifest: PictureManifest, src: string, sizes: string, upTo = Infinity): PictureSources {
  const entry = manifest[src];
  if (!entry) return { src };
  const enough = entry.widths.findIndex((w) => w >= upTo);
  return { src, base: entry.base, widths: enough === -1 ? entry.widths : entry.widths.slice(0, enough + 1), sizes };
}

/** A picture always drawn `cssWidth` px wide: for 1x and 2x screens, the narrowest file that covers each. */
export function fixedPictureSources(manifest: PictureManifest, src: string, cssWidth: number): PictureSources {
  const entry = manifest[src];
  if (!entry) return { src };
  const atLeast = (px: number) => entry.widths.find((w) => w >= px) ?? entry.widths[entry.widths.length - 1];
  return { src, base: entry.base, widths: [...new Set([atLeast(cssWidth), atLeast(cssWidth * 2)])] };
}

export function srcSet({ base, widths, sizes }: PictureSources, format: "avif" | "webp" | "jpg"): string | undefined {
  return widths?.map((w, i) => `${base}-${w}.${format}${sizes ? ` ${w}w` : i ? " 2x" : ""}`).join(", ");
}
