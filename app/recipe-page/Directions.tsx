import type { Recipe } from "~/recipes/schema";
import type { UnitSystem } from "~/recipes/units";
import { IngredientLine } from "./Ingredients";

/**
 * The numbered steps, each with the ingredients it uses at multiplier `x`
 * in `units`, and its tips. `stepHeading` fits the steps under the heading
 * around them.
 */
export function DirectionSteps({
  recipe,
  x,
  units,
  stepHeading: StepHeading = "h3",
}: {
  recipe: Recipe;
  x: number;
  units: UnitSystem;
  stepHeading?: "h3" | "h5";
}) {
  return (
    <ol className="steps">
      {recipe.newDirections.map((step) => {
        const tips = step.tips.filter((t) => t.tip.trim());
        return (
          <li key={step.num} className="step">
            <StepHeading className="step-title">Step {step.num}</StepHeading>
            <p>{step.preInstruction}</p>
            {step.ingredients.length > 0 ? (
              <ul className="step-ingredients">
                {step.ingredients.map((ing) => (
                  <IngredientLine key={`${ing.item}|${ing.unit}`} ingredient={ing} x={x} units={units} gramsPerCup={recipe.gramsPerCup} />
                ))}
              </ul>
            ) : null}
            {step.postInstruction ? <p>{step.postInstruction}</p> : null}
            {tips.length > 0 ? (
              <aside className="tips" aria-label={`Tips for step ${step.num}`}>
                <p className="tips-label">Tip</p>
                <ul>
                  {tips.map((t) => (
                    <li key={t.tip}>{t.tip}</li>
                  ))}
                </ul>
              </aside>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
