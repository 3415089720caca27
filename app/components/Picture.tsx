import { srcSet, type PictureSources } from "./picture-manifest";
import { FETCH_FIRST } from "./priority";

/** A recipe picture (AVIF, WebP, JPEG) at its `sizes` width; `load`: "first" for the largest paint, "eager" on screen, else "lazy". */
export function Picture({
  picture,
  width,
  height,
  alt = "",
  className,
  load = "lazy",
}: {
  picture: PictureSources;
  width: number;
  height: number;
  alt?: string;
  className?: string;
  load?: "first" | "eager" | "lazy";
}) {
  const { src, widths, sizes } = picture;
  return (
    <picture>
      {widths ? <source type="image/avif" srcSet={srcSet(picture, "avif")} sizes={sizes} /> : null}
      {widths ? <source type="image/webp" srcSet={srcSet(picture, "webp")} sizes={sizes} /> : null}
      {/* src last: an image React creates starts loading when src is set, so it must know the rest by then. */}
      <img
        {...(load === "first" ? FETCH_FIRST : load === "lazy" ? { loading: "lazy" } : {})}
        decoding="async"
        className={className}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        srcSet={srcSet(picture, "jpg")}
        src={src}
      />
    </picture>
  );
}

/** The first row of a grid of cards at its widest (three), the first of them the largest paint. */
export const cardLoad = (index: number) => (index === 0 ? "first" : index < 3 ? "eager" : "lazy");
