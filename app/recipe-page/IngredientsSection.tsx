import { memo } from "react";
import type { Planning } from "~/planning/plan-fields";
import { servingsText } from "~/amounts/scale";
import { scaleLabel } from "~/amounts/scales";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { AddToListLink } from "~/shopping-list/AddToListLink";
import { AddToWeekForm } from "~/week/AddToWeekForm";
import { KeptTicks, recipeTicksKey } from "./Checklist";
import { IngredientGroups, ScaleButtons, SpoonNote, UnitSwitch } from "./Ingredients";
import { ScaleToHaveForm } from "./PlanForms";
import { SwapNotes, useSwapOffers } from "./Swaps";
import { swapValue, type ChosenSwap } from "~/amounts/swap-recipe";

const NO_SWAPS: readonly ChosenSwap[] = [];

// Rendered again with the same data once the page starts: kept rather than every amount worked out a second time.
const SteadyIngredients = memo(IngredientGroups);

/** The amounts and how to change them: 1X-5X, units, scale to what you have, and onto the shopping list. */
export function IngredientsSection({
  recipe,
  written = recipe,
  swaps = NO_SWAPS,
  scale,
  units,
  planning,
  asked,
  week = null,
}: {
  /** As the page shows it, with its swaps. */
  recipe: Recipe;
  /** As written: what the swaps offered are for. */
  written?: Recipe;
  swaps?: readonly ChosenSwap[];
  scale: number;
  units: UnitSystem;
  planning: Planning;
  /** The address's `x`, as given. */
  asked?: string | null;
  /** The week the page was opened from (`?w=`), for its "Add to the week". */
  week?: string | null;
}) {
  const offers = useSwapOffers(written, swaps, scale, units, planning);
  const swap = swapValue(swaps);
  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <div className="ingredients-inner">
        <h2 id="ingredients-heading">Ingredients</h2>
        <div className="amount-controls">
          <ScaleButtons scale={scale} units={units} planning={planning} asked={asked} swap={swap} />
          <UnitSwitch scale={scale} units={units} planning={planning} swap={swap} />
          <SpoonNote units={units} />
        </div>
        {/* What the reader has is read against the recipe as written (the loader's), and the form leaves the swaps behind. */}
        <ScaleToHaveForm recipe={written} planning={planning} scale={scale} units={units} />
        <p className="servings" role="status">
          {scale !== 1 ? `Scaled ${scaleLabel(scale)}: makes ` : "Makes "}
          {servingsText(recipe, scale, units)}
        </p>
        <SwapNotes recipe={written} swaps={swaps} scale={scale} units={units} planning={planning} />
        <AddToListLink slug={recipe.slug} scale={scale} units={units} swap={swap} />
        <AddToWeekForm slug={recipe.slug} scale={scale} units={units} week={week} />
        <SteadyIngredients recipe={recipe} scale={scale} units={units} checklist own={planning.have?.own} offers={offers} />
        <KeptTicks storageKey={recipeTicksKey(recipe.slug, scale)} />
      </div>
    </section>
  );
}
