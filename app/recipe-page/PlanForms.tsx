import { Field } from "~/forms/Field";
import { scaleIngredient } from "~/amounts/scale";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import {
  AMOUNT_MAX_LENGTH,
  HAVE_FIELDS,
  HAVE_UNITS,
  haveChoices,
  hiddenParams,
  kept,
  pageState,
  type Planning,
} from "~/planning/plan-fields";

/** The other form's state rides along as hidden fields, so planning a time keeps the scale and scaling keeps the time. */
export function Hidden({ fields }: { fields: [string, string][] }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** "Scale to what you have": one ingredient and how much of it there is; the page then shows the recipe at that scale. */
export function ScaleToHaveForm({
  recipe,
  planning,
  scale,
  units,
}: {
  recipe: Recipe;
  planning: Planning;
  scale: number;
  units: UnitSystem;
}) {
  const errors = planning.have?.errors ?? {};
  const q = planning.have?.query;
  return (
    <form
      method="get"
      action={`/${recipe.slug}#ingredients-heading`}
      className="plan-form have-form no-print"
      aria-labelledby="have-heading"
      noValidate
    >
      <h3 id="have-heading" className="plan-heading">
        Scale to what you have
      </h3>
      <Hidden fields={hiddenParams(pageState(planning, scale, units), "have")} />
      <div className="plan-fields">
        <Field id="have-item" label="Ingredient" error={errors.have} className="field plan-field plan-item">
          {(c) => (
            <select name={HAVE_FIELDS.have} defaultValue={kept(q?.have, 200)} {...c}>
              <option value="">Choose…</option>
              {haveChoices(recipe).map((ing) => (
                <option key={ing.item} value={ing.item}>
                  {ing.item} ({scaleIngredient(ing, 1, { units, gramsPerCup: recipe.gramsPerCup }).amount} at 1X)
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="have-amount" label="How much" error={errors.amount} className="field plan-field plan-amount">
          {(c) => (
            <input
              name={HAVE_FIELDS.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={AMOUNT_MAX_LENGTH}
              defaultValue={kept(q?.amount)}
              {...c}
            />
          )}
        </Field>
        <Field id="have-unit" label="Unit" error={errors.unit} className="field plan-field plan-unit">
          {(c) => (
            <select name={HAVE_FIELDS.unit} defaultValue={kept(q?.unit)} {...c}>
              <option value="">Choose…</option>
              {HAVE_UNITS.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button plan-submit">
          Scale
        </button>
      </div>
      {planning.have?.result ? (
        <p className="plan-result" role="status">
          {planning.have.result}
        </p>
      ) : null}
    </form>
  );
}

/** When to begin one step on the plan, shown at the top of the step. */
export function StepPlanLine({ line }: { line: { time: string; how: string } }) {
  return (
    <p className="step-plan">
      <span className="step-plan-time">{line.time}</span> · {line.how}
    </p>
  );
}
