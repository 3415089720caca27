import { useId } from "react";

const STAR = "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";

/** Five stars filled to `value` (0-5), in half-star steps. Read out as `label`. */
export function Stars({ value, label }: { value: number; label: string }) {
  const id = useId();
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={label}>
      <svg width="0" height="0" aria-hidden="true" className="stars-defs">
        <clipPath id={`${id}-half`}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </svg>
      {[1, 2, 3, 4, 5].map((i) => {
        const fill = rounded >= i ? "full" : rounded >= i - 0.5 ? "half" : "empty";
        return (
          <svg key={i} className="star" viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
            <path d={STAR} className="star-empty" />
            {fill !== "empty" ? <path d={STAR} className="star-full" clipPath={fill === "half" ? `url(#${id}-half)` : undefined} /> : null}
          </svg>
        );
      })}
    </span>
  );
}

/** "4.5 out of 5 stars from 12 reviews", or that there are none yet. */
export function ratingLabel(avg: number, num: number): string {
  if (num === 0) return "Not rated yet";
  return `Rated ${avg} out of 5 from ${num} ${num === 1 ? "review" : "reviews"}`;
}
