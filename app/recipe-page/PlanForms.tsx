import { useEffect, useRef } from "react";
import { Field } from "~/forms/Field";
import { formatMinutes } from "~/recipes/format";
import { scaleIngredient } from "~/recipes/scale";
import type { Recipe } from "~/recipes/schema";
import { UNITS_PARAM } from "~/recipes/units";
import { AMOUNT_MAX_LENGTH, factorText, HAVE_FIELDS, HAVE_UNITS, haveChoices } from "./have";
import { clockText, dayText, planMoment, SERVE_FIELDS, type PlannedStep, type ServePlan } from "./serve-plan";
import type { RecipeView } from "./view";

/** What was typed, as the form gives it back: up to twice the field's limit (docs/decisions/007-form-schemas.md). */
const kept = (value: string | null, limit = AMOUNT_MAX_LENGTH) => (value ?? "").slice(0, 2 * limit);

/** The other form's state rides along as hidden fields, so planning a time keeps the scale and scaling keeps the time. */
function Hidden({ fields }: { fields: Record<string, string | null | undefined> }) {
  return (
    <>
      {Object.entries(fields)
        .filter(([, v]) => v)
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value!} />
        ))}
    </>
  );
}

const unitsField = (view: RecipeView) => ({ [UNITS_PARAM]: view.units === "us" ? null : view.units });
const serveFields = (view: RecipeView) => (view.serve?.ok ? view.serveQuery : {});

/** "Scale to what you have": one ingredient and how much of it there is; the page then shows the recipe at that factor. */
export function ScaleToHaveForm({ recipe, view }: { recipe: Recipe; view: RecipeView }) {
  const errors = view.have && !view.have.ok ? view.have.errors : {};
  const q = view.haveQuery;
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
      <Hidden fields={{ ...unitsField(view), ...serveFields(view) }} />
      <div className="plan-fields">
        <Field id="have-item" label="Ingredient" error={errors.have} className="field plan-field plan-item">
          {(c) => (
            <select name={HAVE_FIELDS.have} defaultValue={kept(q.have, 200)} {...c}>
              <option value="">Choose…</option>
              {haveChoices(recipe).map((ing) => (
                <option key={ing.item} value={ing.item}>
                  {ing.item} ({scaleIngredient(ing, 1, { units: view.units, gramsPerCup: recipe.gramsPerCup }).amount} at 1X)
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
              defaultValue={kept(q.amount)}
              {...c}
            />
          )}
        </Field>
        <Field id="have-unit" label="Unit" error={errors.unit} className="field plan-field plan-unit">
          {(c) => (
            <select name={HAVE_FIELDS.unit} defaultValue={kept(q.unit)} {...c}>
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
      {view.have?.ok ? (
        <p className="plan-result" role="status">
          Scaled <strong>{factorText(view.have.factor)}X</strong> to your {view.have.given}: the recipe uses{" "}
          {scaleIngredient(view.have.ingredient, view.x, { units: view.units, gramsPerCup: recipe.gramsPerCup }).amount} of it
          {view.have.factor === 5 ? ", the most it scales to" : ""}. The factor is rounded down to a tenth, so you never need more than you
          have.
        </p>
      ) : null}
    </form>
  );
}

/** "Serve at": the time to eat and, for a calendar file, the day. */
export function ServeAtForm({ recipe, view, calendarHref }: { recipe: Recipe; view: RecipeView; calendarHref: string | null }) {
  const errors = view.serve && !view.serve.ok ? view.serve.errors : {};
  const q = view.serveQuery;
  const plan = view.plan;
  const scale = view.have?.ok ? view.haveQuery : { x: view.x === 1 ? null : String(view.x) };
  // Only the browser knows the reader's date: with JavaScript an empty day starts as their today.
  const dayInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = dayInput.current;
    if (input && !input.value && q.day === null) input.value = localDate(new Date());
  }, [q.day]);
  return (
    <div className="serve-at no-print">
      <form
        method="get"
        action={`/${recipe.slug}#serve-at-heading`}
        className="plan-form serve-form"
        aria-labelledby="serve-at-heading"
        noValidate
      >
        <h3 id="serve-at-heading" className="plan-heading">
          Serve at
        </h3>
        <Hidden fields={{ ...scale, ...unitsField(view) }} />
        <div className="plan-fields">
          <Field id="serve-time" label="Time to eat" error={errors.serve} className="field plan-field">
            {(c) => <input name={SERVE_FIELDS.serve} type="time" required defaultValue={kept(q.serve)} {...c} />}
          </Field>
          <Field id="serve-day" label="Day (optional)" error={errors.day} className="field plan-field">
            {(c) => <input ref={dayInput} name={SERVE_FIELDS.day} type="date" defaultValue={kept(q.day)} {...c} />}
          </Field>
          <button type="submit" className="button plan-submit">
            Plan it
          </button>
        </div>
      </form>
      {plan ? <PlanSummary plan={plan} view={view} calendarHref={calendarHref} /> : null}
    </div>
  );
}

/** "2026-11-25": the date where the reader is, as a date input takes it. */
const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

function startText(plan: ServePlan, start: number, view: RecipeView): { clock: string; day: string } {
  const moment = planMoment(plan, start);
  return { clock: clockText(moment.minutes, view.units), day: dayText(plan, moment.dayOffset) };
}

function PlanSummary({ plan, view, calendarHref }: { plan: ServePlan; view: RecipeView; calendarHref: string | null }) {
  const start = startText(plan, 0, view);
  const serve = startText(plan, plan.length, view);
  const estimates = plan.steps.some((s) => s.source === "estimate");
  return (
    <div className="serve-plan" role="status">
      <p className="plan-start">
        Start at <strong>{start.clock}</strong>
        {start.day ? <strong> {plan.at.day === null ? start.day : `on ${start.day}`}</strong> : null} to eat at {serve.clock}
        {plan.at.day !== null ? ` on ${serve.day}` : ""}. Each step below says when to begin it.
      </p>
      <p className="plan-note">
        The plan takes {formatMinutes(plan.length)}
        {plan.length !== plan.recipeTotal
          ? ` (the recipe’s own prep, wait and cook times add up to ${formatMinutes(plan.recipeTotal)})`
          : ""}
        : each step gets the longest time it names, so check early.
        {estimates ? " Steps that name no time share the hands-on time; their times are estimates, marked “about”." : ""}
      </p>
      <p className="plan-calendar">
        {calendarHref ? (
          <a href={calendarHref}>Add the waits to your calendar (.ics)</a>
        ) : (
          "Give the day too, for a calendar file that reminds you when each wait is over."
        )}
      </p>
    </div>
  );
}

/** When to begin one step on the plan, shown at the top of the step. */
export function StepPlanLine({ step, plan, view }: { step: PlannedStep; plan: ServePlan; view: RecipeView }) {
  const { clock, day } = startText(plan, step.start, view);
  const into = step.start - (plan.steps.find((s) => s.num === step.beside)?.start ?? 0);
  const how =
    step.source === "beside"
      ? `${into ? `${formatMinutes(into)} into` : "alongside"} step ${step.beside}`
      : step.source === "estimate"
        ? `about ${formatMinutes(step.minutes)} (an estimate: the step names no time)`
        : `${formatMinutes(step.minutes)}${step.batches ? `, with ${formatMinutes(step.batches)} more for the batches` : ""}`;
  return (
    <p className="step-plan">
      <span className="step-plan-time">
        Start {clock}
        {day ? `, ${day}` : ""}
      </span>{" "}
      · {how}
    </p>
  );
}
