import { memo } from "react";
import type { Planning } from "~/planning/plan-fields";
import { servingsText } from "~/recipes/scale";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";
import { AddToListLink } from "~/shopping-list/AddToListLink";
import { KeptTicks, recipeTicksKey } from "./Checklist";
import { IngredientGroups, MultiplierButtons, SpoonNote, UnitSwitch } from "./Ingredients";
import { ScaleToHaveForm } from "./PlanForms";

// Rendered again with the same data once the page starts: kept rather than every amount worked out a second time.
const SteadyIngredients = memo(IngredientGroups);

/** The amounts and how to change them: 1X-5X, units, scale to what you have, and onto the shopping list. */
export function IngredientsSection({ recipe, x, units, planning }: { recipe: Recipe; x: number; units: UnitSystem; planning: Planning }) {
  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <div className="ingredients-inner">
        <h2 id="ingredients-heading">Ingredients</h2>
        <div className="amount-controls">
          <MultiplierButtons x={x} units={units} planning={planning} />
          <UnitSwitch x={x} units={units} planning={planning} />
          <SpoonNote units={units} />
        </div>
        <ScaleToHaveForm recipe={recipe} planning={planning} x={x} units={units} />
        <p className="servings" role="status">
          {x !== 1 ? `Scaled ${x}X: makes ` : "Makes "}
          {servingsText(recipe, x, units)}
        </p>
        <AddToListLink slug={recipe.slug} x={x} units={units} />
        <SteadyIngredients recipe={recipe} x={x} units={units} checklist />
        <KeptTicks storageKey={recipeTicksKey(recipe.slug, x)} />
      </div>
    </section>
  );
}
