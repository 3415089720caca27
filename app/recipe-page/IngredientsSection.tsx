import { memo } from "react";
import type { Planning } from "~/planning/plan-fields";
import { servingsText } from "~/amounts/scale";
import { scaleLabel } from "~/amounts/factor";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { AddToListLink } from "~/shopping-list/AddToListLink";
import { AddToWeekForm } from "~/week/AddToWeekForm";
import { KeptTicks, recipeTicksKey } from "./Checklist";
import { IngredientGroups, ScaleButtons, SpoonNote, UnitSwitch } from "./Ingredients";
import { ScaleToHaveForm } from "./PlanForms";

// Rendered again with the same data once the page starts: kept rather than every amount worked out a second time.
const SteadyIngredients = memo(IngredientGroups);

/** The amounts and how to change them: 1X-5X, units, scale to what you have, and onto the shopping list. */
export function IngredientsSection({
  recipe,
  scale,
  units,
  planning,
  asked,
  week = null,
}: {
  recipe: Recipe;
  scale: number;
  units: UnitSystem;
  planning: Planning;
  /** The address's `x`, as given. */
  asked?: string | null;
  /** The week the page was opened from (`?w=`), for its "Add to the week". */
  week?: string | null;
}) {
  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <div className="ingredients-inner">
        <h2 id="ingredients-heading">Ingredients</h2>
        <div className="amount-controls">
          <ScaleButtons scale={scale} units={units} planning={planning} asked={asked} />
          <UnitSwitch scale={scale} units={units} planning={planning} />
          <SpoonNote units={units} />
        </div>
        <ScaleToHaveForm recipe={recipe} planning={planning} scale={scale} units={units} />
        <p className="servings" role="status">
          {scale !== 1 ? `Scaled ${scaleLabel(scale)}: makes ` : "Makes "}
          {servingsText(recipe, scale, units)}
        </p>
        <AddToListLink slug={recipe.slug} scale={scale} units={units} />
        <AddToWeekForm slug={recipe.slug} scale={scale} units={units} week={week} />
        <SteadyIngredients recipe={recipe} scale={scale} units={units} checklist own={planning.have?.own} />
        <KeptTicks storageKey={recipeTicksKey(recipe.slug, scale)} />
      </div>
    </section>
  );
}
