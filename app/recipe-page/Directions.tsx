import { recipeText } from "~/amounts/scaled-text";
import { stepProse } from "~/amounts/times";
import { stepIngredient } from "~/amounts/divided";
import { ingredientsOf, type Ingredient, type Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { IngredientLine, ownLine } from "./Ingredients";
import { StepMaterialNotes } from "./Materials";
import { materialNotes } from "~/amounts/materials";
import { StepPlanLine } from "./PlanForms";
import { StepTimers } from "./StepTimers";
import type { OwnAmount, Planning } from "~/planning/plan-fields";

const listedAs = (recipe: Recipe, ing: Ingredient) => ingredientsOf(recipe).find((l) => l.item === ing.item && l.unit === ing.unit);

/** The numbered steps at `scale`: each with its ingredients (a checklist when `checklist`), materials' needs and tips. */
export function DirectionSteps({
  recipe,
  scale,
  units,
  stepHeading: StepHeading = "h3",
  checklist = false,
  timers = false,
  stepPlans,
  own,
}: {
  recipe: Recipe;
  scale: number;
  units: UnitSystem;
  stepHeading?: "h3" | "h5";
  checklist?: boolean;
  /** Timer buttons for the times steps name (on the page, not in the print preview). */
  timers?: boolean;
  /** With a serving time: when to begin each step. */
  stepPlans?: NonNullable<NonNullable<Planning["serve"]>["plan"]>["steps"];
  /** From "scale to what you have": that ingredient in the reader's own terms, where a step uses all of it. */
  own?: OwnAmount | null;
}) {
  // Worked out once for the page, each step shows its own.
  const notes = materialNotes(recipe, scale, units);
  return (
    <ol className="steps">
      {recipe.steps.map((step) => {
        const tips = step.tips.filter((t) => t.tip.trim());
        const before = stepProse(step.preInstruction, recipe, step, scale, units);
        const after = step.postInstruction ? stepProse(step.postInstruction, recipe, step, scale, units) : "";
        return (
          <li key={step.num} className="step">
            <StepHeading className="step-title">Step {step.num}</StepHeading>
            {stepPlans?.[step.num] ? <StepPlanLine line={stepPlans[step.num]} /> : null}
            <p>{before}</p>
            {step.ingredients.length > 0 ? (
              <ul className="step-ingredients">
                {step.ingredients.map((ing) => (
                  <IngredientLine
                    key={`${ing.item}|${ing.unit}`}
                    ingredient={ing}
                    s={ownLine(
                      stepIngredient(recipe, listedAs(recipe, ing), ing, scale, units),
                      ing,
                      own,
                      ing.amount === listedAs(recipe, ing)?.amount,
                    )}
                    tick={checklist ? `step-${step.num}` : undefined}
                  />
                ))}
              </ul>
            ) : null}
            {after ? <p>{after}</p> : null}
            {timers ? (
              <StepTimers
                slug={recipe.slug}
                recipe={recipe.title}
                step={step.num}
                text={`${before} ${after}`}
                planned={stepPlans?.[step.num]?.wait}
              />
            ) : null}
            <StepMaterialNotes recipe={recipe} step={step.num} scale={scale} units={units} notes={notes} />
            {tips.length > 0 ? (
              <aside className="tips" aria-label={`Tips for step ${step.num}`}>
                <p className="tips-label">Tip</p>
                <ul>
                  {tips.map((t) => (
                    <li key={t.tip}>{recipeText(t.tip, recipe, scale, units)}</li>
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
