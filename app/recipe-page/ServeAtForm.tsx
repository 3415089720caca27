import { CalendarLink } from "~/planning/CalendarLink";
import { hiddenParams, pageState, SERVE_AT_HEADING, type Planning } from "~/planning/plan-fields";
import { ServeTimeFields } from "~/planning/ServeTimeFields";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { NeedsConnection } from "~/offline/NeedsConnection";
import { Hidden } from "./PlanForms";

// Its code loads as the reader comes near it (routes/recipe.tsx, components/Deferred.tsx).
/** "Serve at": the time to eat and, for a calendar file, the day. */
export function ServeAtForm({ recipe, planning, scale, units }: { recipe: Recipe; planning: Planning; scale: number; units: UnitSystem }) {
  const errors = planning.serve?.errors ?? {};
  const q = planning.serve?.query;
  const plan = planning.serve?.plan;
  return (
    <div className="serve-at no-print">
      <form
        method="get"
        action={`/${recipe.slug}#${SERVE_AT_HEADING}`}
        className="plan-form serve-form"
        aria-labelledby={SERVE_AT_HEADING}
        noValidate
      >
        <h3 id={SERVE_AT_HEADING} className="plan-heading">
          Serve at
        </h3>
        <Hidden fields={hiddenParams(pageState(planning, scale, units), "serve")} />
        <ServeTimeFields idPrefix="serve" query={q} errors={errors} submit="Plan it" />
      </form>
      {plan ? (
        <div className="serve-plan" role="status">
          <p className="plan-start">{plan.start}</p>
          {plan.quiet ? <p className="plan-quiet">{plan.quiet}</p> : null}
          {plan.nearest ? (
            <p className="plan-nearest">
              <a href={plan.nearest.href} rel="nofollow">
                {plan.nearest.text}
              </a>
            </p>
          ) : null}
          <p className="plan-note">{plan.note}</p>
          <CalendarLink
            calendar={plan.calendar}
            label="Add when to begin and the waits to your calendar (.ics)"
            className="plan-calendar"
          />
          {plan.calendar.href ? <NeedsConnection what="the calendar file" /> : null}
        </div>
      ) : null}
    </div>
  );
}
