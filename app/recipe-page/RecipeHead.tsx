import { Picture } from "~/components/Picture";
import type { PictureSources } from "~/components/picture-manifest";
import type { RatingSummary } from "~/comments/comment.server";
import { formatLongDate } from "~/amounts/format";
import { renderMeasures } from "~/amounts/measure-tokens";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { ratingLabel, Stars } from "../components/Stars";

/** The title, the rating (none without the database), the intro, the byline and the hero picture. */
export function RecipeHead({
  recipe,
  rating,
  units,
  hero,
}: {
  recipe: Recipe;
  rating: RatingSummary | null;
  units: UnitSystem;
  hero: PictureSources;
}) {
  return (
    <header className="recipe-head" id="recipe-top">
      <h1>{recipe.title}</h1>
      {/* A plain fragment link: it skips the intro with JavaScript off too. */}
      <p className="jump-link no-print">
        <a href="#ingredients-heading">Jump to recipe</a>
      </p>
      {rating ? (
        <p className="rating-line">
          <Stars value={rating.avg} label={ratingLabel(rating.avg, rating.num)} />
          <span aria-hidden="true" className="rating-text">
            {rating.num > 0 ? `${rating.avg} (${rating.num} ${rating.num === 1 ? "review" : "reviews"})` : "No reviews yet"}
          </span>
        </p>
      ) : null}
      <p className="recipe-intro">{renderMeasures(recipe.intro, units)}</p>
      <p className="byline">
        By {recipe.author} · <time dateTime={recipe.date}>{formatLongDate(recipe.date)}</time>
      </p>
      <Picture picture={hero} className="recipe-image" alt={recipe.imgAlt} width={800} height={600} load="first" />
    </header>
  );
}
