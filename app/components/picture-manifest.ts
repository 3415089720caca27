/** Built by scripts/pictures.ts: for each JPEG under public/ (by its path), where its sizes live and which widths exist. */
export type PictureManifest = Record<string, { base: string; widths: number[] }>;

/** A picture as the pages render it: the JPEG as a fallback, and each format's widths when the build made them. */
export interface PictureSources {
  src: string;
  srcSet?: { avif: string; webp: string; jpg: string };
  sizes?: string;
}

/** `sizes`: its width in the layout; `upTo`: the most pixels it is ever drawn across (wider files are left out). */
export function pictureSources(manifest: PictureManifest, src: string, sizes: string, upTo = Infinity): PictureSources {
  const entry = manifest[src];
  if (!entry) return { src };
  const enough = entry.widths.findIndex((w) => w >= upTo);
  const widths = enough === -1 ? entry.widths : entry.widths.slice(0, enough + 1);
  const set = (format: string) => widths.map((w) => `${entry.base}-${w}.${format} ${w}w`).join(", ");
  return { src, srcSet: { avif: set("avif"), webp: set("webp"), jpg: set("jpg") }, sizes };
}

/** A picture always drawn `cssWidth` px wide: one file for ordinary screens and one for sharp (2x) ones, no `sizes`. */
export function fixedPictureSources(manifest: PictureManifest, src: string, cssWidth: number): PictureSources {
  const entry = manifest[src];
  if (!entry) return { src };
  const atLeast = (px: number) => entry.widths.find((w) => w >= px) ?? entry.widths[entry.widths.length - 1];
  const [one, two] = [atLeast(cssWidth), atLeast(cssWidth * 2)];
  const set = (format: string) =>
    one === two ? `${entry.base}-${one}.${format}` : `${entry.base}-${one}.${format}, ${entry.base}-${two}.${format} 2x`;
  return { src, srcSet: { avif: set("avif"), webp: set("webp"), jpg: set("jpg") } };
}
