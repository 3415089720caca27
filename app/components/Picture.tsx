import type { PictureSources } from "./picture-manifest";
import { FETCH_FIRST } from "./priority";

/**
 * A recipe picture in AVIF, WebP or JPEG at the width `sizes` asks for. `load`: "first" for
 * the page's largest paint (fetched at once, ahead of the rest), "eager" for the others in
 * the first screen, "lazy" (the default) for those the reader may never scroll to.
 */
export function Picture({
  picture,
  sizes,
  width,
  height,
  alt = "",
  className,
  load = "lazy",
}: {
  picture: PictureSources;
  sizes: string;
  width: number;
  height: number;
  alt?: string;
  className?: string;
  load?: "first" | "eager" | "lazy";
}) {
  const { src, srcSet } = picture;
  return (
    <picture>
      {srcSet ? <source type="image/avif" srcSet={srcSet.avif} sizes={sizes} /> : null}
      {srcSet ? <source type="image/webp" srcSet={srcSet.webp} sizes={sizes} /> : null}
      {/* src last: an image React creates starts loading when src is set, so it must know the rest by then. */}
      <img
        {...(load === "first" ? FETCH_FIRST : load === "lazy" ? { loading: "lazy" } : {})}
        decoding="async"
        className={className}
        alt={alt}
        width={width}
        height={height}
        sizes={srcSet ? sizes : undefined}
        srcSet={srcSet?.jpg}
        src={src}
      />
    </picture>
  );
}

/** The first row of a grid of cards at its widest (three), the first of them the largest paint. */
export const cardLoad = (index: number) => (index === 0 ? "first" : index < 3 ? "eager" : "lazy");

/** The width each layout gives its pictures (app.css: a page's padding is 1.25rem a side). */
export const SIZES = {
  /** .recipe-image: the page's width, up to 800px. */
  hero: "(min-width: 840px) 800px, calc(100vw - 2.5rem)",
  /** .recipe-grid: one column, three from 640px, in a page of at most 72rem. */
  recipeCard: "(min-width: 72rem) 357px, (min-width: 640px) calc((100vw - 5rem) / 3), calc(100vw - 2.5rem)",
  /** .category-grid: 90% of the page, 300px from 1024px. */
  categoryCard: "(min-width: 1024px) 300px, calc(90vw - 2.25rem)",
  /** .link-card */
  linkCard: "200px",
  /** .about-photo: a narrow page of at most 42rem. */
  about: "(min-width: 42rem) 39.5rem, calc(100vw - 2.5rem)",
};
