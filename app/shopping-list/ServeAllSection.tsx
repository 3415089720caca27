import { NeedsConnection } from "~/offline/NeedsConnection";
import { CalendarLink } from "~/planning/CalendarLink";
import { SERVE_ALL_HEADING, type ServeErrors, type ServeQuery } from "~/planning/plan-fields";
import type { ServeAllPlan } from "~/planning/serve-all";
import { ServeTimeFields } from "~/planning/ServeTimeFields";
import { LIST_PATH, listHref, type ListState } from "./list-href";
import { ListFields } from "./ListFields";

/** "Serve it all at" as the list's loader gives it: the form as sent, and the plan once its time reads. */
export interface ServeAllForm {
  query: ServeQuery;
  errors: ServeErrors | null;
  plan: ServeAllPlan | null;
  /** With a plan: its calendar file, the address null until the day is given. */
  calendar: { href: string | null } | null;
}

/** "Serve it all at": every recipe on the list ready at one time, their steps in one timeline. */
export function ServeAllSection({ list, serveAll }: { list: ListState; serveAll: ServeAllForm }) {
  const plan = serveAll.plan;
  return (
    // On paper only once there is a plan: the list alone fits one page.
    <section aria-labelledby={SERVE_ALL_HEADING} className={plan ? "serve-all" : "serve-all no-print"}>
      <h2 id={SERVE_ALL_HEADING}>Serve it all at</h2>
      <form method="get" action={`${LIST_PATH}#${SERVE_ALL_HEADING}`} className="plan-form serve-form no-print" noValidate>
        <ListFields list={list} />
        <NeedsConnection what="planning the list" unlessRecipesKept />
        <ServeTimeFields idPrefix="serve-all" query={serveAll.query} errors={serveAll.errors ?? {}} submit="Plan the cooking" />
      </form>
      {plan ? (
        <div className="serve-plan">
          <p className="plan-start">{plan.start}</p>
          {plan.clashes.length > 0 && (
            <ul className="serve-all-clashes">
              {plan.clashes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          )}
          {plan.quiet.map((q) => (
            <p key={q} className="plan-quiet">
              {q}
            </p>
          ))}
          {plan.nearest && (
            <p className="plan-nearest">
              <a href={`${listHref({ ...list, serve: plan.nearest.serve })}#${SERVE_ALL_HEADING}`} rel="nofollow">
                {plan.nearest.text}
              </a>
            </p>
          )}
          {plan.keeping.map((k) => (
            <p key={k} className="plan-keeping">
              {k}
            </p>
          ))}
          <p className="plan-note">{plan.note}</p>
          <CalendarLink
            calendar={serveAll.calendar}
            label="Add when to begin and the recipes’ waits to your calendar (.ics)"
            className="plan-calendar no-print"
          />
          {serveAll.calendar?.href ? <NeedsConnection what="the calendar file" /> : null}
          <h3 className="plan-heading serve-all-steps-heading">Step by step</h3>
          <ol className="serve-all-steps">
            {plan.steps.map((s) => (
              <li key={s.key} className="serve-all-step">
                <p className="step-plan">
                  <span className="step-plan-time">{s.time}</span> ·{" "}
                  <a href={s.href}>
                    {s.recipe}, step {s.step}
                  </a>{" "}
                  · {s.how}
                </p>
                <p className="serve-all-step-what">{s.what}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="plan-hint">Give a time to eat, and each step of every recipe here gets the time to begin it, in one list.</p>
      )}
    </section>
  );
}
