import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { serveParams, serveQueryOf } from "~/planning/plan-fields";
import { readServeAt } from "~/planning/serve-plan";
import { PlanCalendar, ServeTimeFields } from "~/recipe-page/ServeTimeFields";
import { recipes } from "~/recipes/index";
import { MULTIPLIERS } from "~/recipes/scale";
import { recipeQuery, SPOON_NOTE, UNIT_LABELS, UNITS_PARAM, UNIT_SYSTEMS } from "~/recipes/units";
import {
  ADD_PARAM,
  ADD_SCALE_PARAM,
  LIST_CALENDAR_PATH,
  LIST_PATH,
  LIST_TEXT_PATH,
  listHref,
  RECIPES_PARAM,
  recipesValue,
} from "~/shopping-list/href";
import { eveningPlan } from "~/planning/serve-all";
import { KeptTicks, listTicksKey } from "~/recipe-page/Checklist";
import { listHeaders, listPage } from "~/shopping-list/page.server";
import { SITE } from "~/site";

const BY_TITLE = recipes.map((r) => ({ slug: r.slug, title: r.title })).sort((a, b) => a.title.localeCompare(b.title));

/** A list address with the meal's plan kept on it: "serve=18%3A30&day=…", or "" without one. */
const withPlan = (href: string, plan: string) => (plan ? `${href}${href.includes("?") ? "&" : "?"}${plan}` : href);

export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { list, groups, status } = listPage(search);
  const serveQuery = serveQueryOf(search);
  // A plan needs a recipe: on an empty list the form is not shown, so neither is a message about it.
  const serve = list.entries.length ? readServeAt(serveQuery) : null;
  const plan = serve?.ok ? new URLSearchParams(serveParams(serveQuery)).toString() : "";
  // The add form's answer is the list's own address, to bookmark or share, with the meal's plan if it had one.
  if (list.added) throw redirect(withPlan(listHref(list.entries, list.units), plan), 303);
  const entries = list.entries.map((e) => ({ slug: e.recipe.slug, title: e.recipe.title, x: e.x }));
  // The add form offers the recipes not on the list yet, A to Z.
  const others = BY_TITLE.filter((r) => !list.entries.some((e) => e.recipe.slug === r.slug));
  const meal = serve?.ok ? eveningPlan(list.entries, serve.at, serveQuery, list.units) : null;
  const evening = {
    query: serveQuery,
    errors: serve && !serve.ok ? serve.errors : null,
    plan: meal,
    calendar:
      serve?.ok && meal
        ? { href: serve.at.day !== null ? withPlan(listHref(list.entries, list.units, LIST_CALENDAR_PATH), plan) : null }
        : null,
  };
  const answer = evening.errors ? 400 : status;
  return data(
    { entries, units: list.units, problems: list.problems, groups, others, evening, plan },
    { status: answer, headers: listHeaders(answer, 300) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ShoppingListPage() {
  const { entries, units, problems, groups, others, evening, plan } = useLoaderData<typeof loader>();
  // Rescaling, removing or switching units keeps the meal's plan; the text copy has no plan to keep.
  const listOf = (list: typeof entries, u = units, path = LIST_PATH) =>
    withPlan(
      listHref(
        list.map((e) => ({ recipe: e, x: e.x })),
        u,
        path,
      ),
      path === LIST_PATH ? plan : "",
    );
  return (
    <div className="page list-page">
      <h1>Shopping list</h1>
      {problems.length > 0 && (
        <div className="form-error list-problems" role="alert">
          <p>Part of this address is not a list, so it was left out:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby="list-recipes-heading" className="list-recipes">
        <h2 id="list-recipes-heading">{entries.length ? "For these recipes" : "No recipes on the list yet"}</h2>
        {entries.length === 0 && <p>Open a recipe and choose “Add to shopping list”, or add one below.</p>}
        <ul>
          {entries.map((e) => (
            <li key={e.slug} className="list-recipe">
              <Link to={`/${e.slug}${recipeQuery(e.x, units)}`} className="list-recipe-title">
                {e.title}
              </Link>{" "}
              <span className="list-recipe-scale">at {e.x}X</span>
              <span className="list-recipe-controls no-print">
                <span className="multiplier" role="group" aria-label={`Scale ${e.title}`}>
                  {MULTIPLIERS.map((m) => (
                    <Link
                      key={m}
                      to={listOf(entries.map((o) => (o.slug === e.slug ? { ...o, x: m } : o)))}
                      className="multiplier-button"
                      rel="nofollow"
                      aria-current={m === e.x ? "true" : undefined}
                    >
                      {m}X
                    </Link>
                  ))}
                </span>
                <Link
                  to={listOf(entries.filter((o) => o.slug !== e.slug))}
                  className="list-remove"
                  rel="nofollow"
                  aria-label={`Remove ${e.title}`}
                >
                  Remove
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </section>

      {groups.length > 0 && (
        <section aria-labelledby="list-items-heading" className="list-items">
          <h2 id="list-items-heading">To buy</h2>
          <div className="list-controls no-print">
            <div className="unit-switch" role="group" aria-label="Units">
              {UNIT_SYSTEMS.map((u) => (
                <Link
                  key={u}
                  to={listOf(entries, u)}
                  className="unit-button"
                  rel="nofollow"
                  aria-current={u === units ? "true" : undefined}
                >
                  {UNIT_LABELS[u]}
                </Link>
              ))}
            </div>
            <a href={listOf(entries, units, LIST_TEXT_PATH)} className="list-text-link" rel="nofollow">
              Copy as text
            </a>
          </div>
          {/* The recipe page's SpoonNote, written out: importing it would tie this route's script to the recipe page's. */}
          {units === "metric" && <p className="spoon-note">{SPOON_NOTE}</p>}
          <div className="list-groups">
            {groups.map((g) => (
              <div key={g.key} className="list-group">
                <h3>{g.label}</h3>
                <ul className="shopping-items">
                  {g.lines.map((line) => (
                    <li key={line.key}>
                      {/* Wrapped in its label: the whole line ticks, with or without JavaScript. */}
                      <label className="list-line">
                        <input type="checkbox" className="list-tick" data-tick={line.key} />
                        <span className="list-line-text">
                          {line.words.lead && <>{line.words.lead}: </>}
                          {line.words.amounts.map((a, i) => (
                            <span key={i}>
                              {i > 0 && " and "}
                              <span className="amount">{a.amount}</span>
                              {a.item && ` ${a.item}`}
                            </span>
                          ))}
                          {line.words.note && <span className="ingredient-note"> {line.words.note}</span>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <KeptTicks storageKey={listTicksKey(recipesValue(entries.map((e) => ({ recipe: e, x: e.x }))), units)} />
        </section>
      )}

      {entries.length > 0 && <ServeItAll entries={entries} units={units} evening={evening} />}

      {others.length > 0 && (
        <Form method="get" action={LIST_PATH} className="list-add no-print" aria-labelledby="list-add-heading">
          <h2 id="list-add-heading">Add a recipe</h2>
          <ListFields entries={entries} units={units} plan={plan} />
          <div className="list-add-fields">
            <div className="list-add-field list-add-recipe">
              <label htmlFor="list-add-recipe">Recipe</label>
              <select id="list-add-recipe" name={ADD_PARAM}>
                {others.map((r) => (
                  <option key={r.slug} value={r.slug}>
                    {r.title}
                  </option>
                ))}
              </select>
            </div>
            <div className="list-add-field">
              <label htmlFor="list-add-scale">Scale</label>
              <select id="list-add-scale" name={ADD_SCALE_PARAM} defaultValue="1">
                {MULTIPLIERS.map((m) => (
                  <option key={m} value={m}>
                    {m}X
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button">
              Add to list
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

type ListData = ReturnType<typeof useLoaderData<typeof loader>>;

/** What a form on the list sends besides its own fields, so that its answer is the same list: recipes, units, plan. */
function ListFields({ entries, units, plan }: Pick<ListData, "entries" | "units" | "plan">) {
  return (
    <>
      {entries.length > 0 && <input type="hidden" name={RECIPES_PARAM} value={recipesValue(entries.map((e) => ({ recipe: e, x: e.x })))} />}
      {units !== "us" && <input type="hidden" name={UNITS_PARAM} value={units} />}
      {[...new URLSearchParams(plan)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** "Serve it all at": every recipe on the list ready at one time, their steps in one timeline. */
function ServeItAll({ entries, units, evening }: Pick<ListData, "entries" | "units" | "evening">) {
  const errors = evening.errors ?? {};
  const plan = evening.plan;
  return (
    // On paper only once there is a plan: the list alone fits one page.
    <section aria-labelledby="serve-all-heading" className={plan ? "serve-all" : "serve-all no-print"}>
      <h2 id="serve-all-heading">Serve it all at</h2>
      <form method="get" action={`${LIST_PATH}#serve-all-heading`} className="plan-form serve-form no-print" noValidate>
        <ListFields entries={entries} units={units} plan="" />
        <ServeTimeFields idPrefix="serve-all" query={evening.query} errors={errors} submit="Plan the cooking" />
      </form>
      {plan ? (
        <div className="serve-plan">
          <p className="plan-start">{plan.start}</p>
          {plan.clashes.length > 0 && (
            <ul className="evening-clashes">
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
              <a href={plan.nearest.href} rel="nofollow">
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
          <PlanCalendar
            calendar={evening.calendar}
            label="Add when to begin and the recipes’ waits to your calendar (.ics)"
            className="plan-calendar no-print"
          />
          <h3 className="plan-heading evening-heading">Step by step</h3>
          <ol className="evening-steps">
            {plan.steps.map((s) => (
              <li key={s.key} className="evening-step">
                <p className="step-plan">
                  <span className="step-plan-time">{s.time}</span> ·{" "}
                  <a href={s.href}>
                    {s.recipe}, step {s.step}
                  </a>{" "}
                  · {s.how}
                </p>
                <p className="evening-step-what">{s.what}</p>
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

export const meta: MetaFunction = () => [{ title: `Shopping list | ${SITE.name}` }, { name: "robots", content: "noindex" }];
