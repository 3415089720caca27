import { DEFAULT_QUIET, SERVE_FIELDS, timeValue } from "~/planning/plan-fields";
import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { recipes } from "~/recipes/index";
import { recipeQuery, SPOON_NOTE } from "~/amounts/units";
import { keepPages } from "~/offline/register";
import { Field } from "~/forms/Field";
import {
  DAYS,
  DEFAULT_PEOPLE,
  MAX_PEOPLE,
  PEOPLE_PARAM,
  WEEK_ADD,
  WEEK_CALENDAR_PATH,
  WEEK_CHANGE,
  WEEK_OPEN,
  WEEK_PATH,
  WEEK_TEXT_PATH,
  weekHref,
  weekParams,
  type WeekState,
} from "~/week/week-href";
import { recipeInWeekHref } from "~/week/open";
import { LAST_WEEK_KEY } from "~/week/AddToWeekForm";
import { openedRecipe, weekHeaders, weekPage } from "~/week/week-page.server";
import { SITE } from "~/utils/site";
import { UnitLinks } from "~/components/UnitLinks";
import { AddressProblems } from "~/components/AddressProblems";
import { NeedsConnection } from "~/offline/NeedsConnection";

const BY_TITLE = recipes.map((r) => ({ slug: r.slug, title: r.title })).sort((a, b) => a.title.localeCompare(b.title));

export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  // "Open its page": the recipe's page carrying this week, whose own form then adds it, with or without JavaScript.
  const opened = search.has(WEEK_OPEN) ? openedRecipe(search) : null;
  if (opened) throw redirect(opened, 303);
  const page = weekPage(search);
  // The add and change forms answer with the week's own address, to bookmark or share.
  if (page.changed) throw redirect(weekHref(page.week), 303);
  return data({ ...page, recipes: BY_TITLE }, { status: page.status, headers: weekHeaders(page.status, 300) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** What every form on the week sends besides its own fields, so that its answer is the same week. */
function WeekFields({ week, leave = [] }: { week: WeekState; leave?: string[] }) {
  return (
    <>
      {weekParams(week)
        .filter(([name]) => !leave.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

export default function WeekPage() {
  const { week, problems, trouble, dayViews, groups, leftovers, freeze, recipes: all } = useLoaderData<typeof loader>();
  const { units, people } = week;
  const cooking = dayViews.some((d) => d.entries.length);
  // The recipe pages' "Add to the week" adds to this week on this device (app/week/AddToWeekForm.tsx).
  useEffect(() => {
    try {
      if (cooking) localStorage.setItem(LAST_WEEK_KEY, weekHref(week));
    } catch {
      // Private browsing without storage: the form starts a new week, as without JavaScript.
    }
  }, [cooking, week]);
  // A week opened once opens offline with its recipes, at their scales, as the worker keeps a category's on a tap.
  const recipePaths = dayViews.flatMap((d) => d.entries.map((e) => `/${e.slug}${recipeQuery(e.scale, units)}`)).join(" ");
  const [kept, setKept] = useState("");
  useEffect(() => {
    if (!recipePaths || !("serviceWorker" in navigator)) return;
    let live = true;
    const paths = [...new Set(recipePaths.split(" "))];
    void keepPages(paths)
      .then(
        (n) =>
          live &&
          n === paths.length &&
          setKept(`Kept on this device: this week's ${n === 1 ? "recipe opens" : `${n} recipes open`} without a signal.`),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [recipePaths]);
  return (
    <div className="page week-page">
      <h1>Your week</h1>
      <AddressProblems what="a week" problems={problems} />
      {!cooking && <p>Nothing is on the week yet. Open a recipe and choose “Add to the week”, or add one below.</p>}

      {/* A week is worked out from every recipe (what uses a leftover up): its forms are the site's to answer. */}
      <NeedsConnection what="changing the week" />
      <div className="week-controls no-print">
        <UnitLinks units={units} hrefFor={(u) => weekHref({ ...week, units: u })} />
        <Form method="get" action={WEEK_PATH} className="week-people">
          <WeekFields week={week} leave={[PEOPLE_PARAM]} />
          <label htmlFor="week-people">Household</label>
          <select id="week-people" name={PEOPLE_PARAM} defaultValue={String(people)}>
            {Array.from({ length: MAX_PEOPLE }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? "1 person" : `${n} people`}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-quiet">
            Set
          </button>
        </Form>
      </div>

      <ol className="week-days">
        {dayViews.map((d) => (
          <li key={d.key} className="week-day" aria-labelledby={`week-${d.key}`}>
            <h2 id={`week-${d.key}`}>{d.label}</h2>
            {d.entries.length === 0 && d.eat.length === 0 && <p className="week-free">Nothing planned.</p>}
            <ul className="week-entries">
              {d.entries.map((e) => {
                const error = trouble?.entry === e.id ? trouble.message : undefined;
                return (
                  <li key={e.id} className="week-entry">
                    <Link to={recipeInWeekHref(e.slug, e.scale, week)} className="week-recipe">
                      {e.title}
                    </Link>{" "}
                    <span className="week-scale">at {e.scaleText}</span>
                    <Form method="get" action={WEEK_PATH} className="week-change no-print" aria-label={`Change ${e.title} on ${d.label}`}>
                      <WeekFields week={week} />
                      <input type="hidden" name={WEEK_CHANGE.entry} value={e.id} />
                      <label htmlFor={`week-to-${e.id}`}>Day</label>
                      <select id={`week-to-${e.id}`} name={WEEK_CHANGE.to} defaultValue={trouble?.entry === e.id ? trouble.to : d.key}>
                        {DAYS.map((o) => (
                          <option key={o.key} value={o.key}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                      <Field id={`week-x-${e.id}`} label="Scale" error={error}>
                        {(c) => (
                          <input
                            name={WEEK_CHANGE.scale}
                            inputMode="decimal"
                            size={4}
                            defaultValue={trouble?.entry === e.id ? trouble.scale : String(e.scale)}
                            {...c}
                          />
                        )}
                      </Field>
                      <button type="submit" className="button button-quiet">
                        Change
                      </button>
                      <Link to={e.removeHref} className="list-remove" rel="nofollow" aria-label={`Remove ${e.title} from ${d.label}`}>
                        Remove
                      </Link>
                    </Form>
                  </li>
                );
              })}
            </ul>
            {d.eat.length > 0 && (
              <ul className="week-eat">
                {d.eat.map((text) => (
                  <li key={text}>Leftovers: {text}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {freeze.length > 0 && (
        <ul className="week-freeze">
          {freeze.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}

      <Form method="get" action={WEEK_PATH} className="list-add no-print" aria-labelledby="week-add-heading">
        <h2 id="week-add-heading">Add a recipe</h2>
        <WeekFields week={week} />
        <NeedsConnection what="adding a recipe" />
        <div className="list-add-fields">
          <div className="list-add-field list-add-recipe">
            <label htmlFor="week-add-recipe">Recipe</label>
            <select id="week-add-recipe" name={WEEK_ADD.recipe}>
              {all.map((r) => (
                <option key={r.slug} value={r.slug}>
                  {r.title}
                </option>
              ))}
            </select>
          </div>
          <div className="list-add-field">
            <label htmlFor="week-add-day">Day</label>
            <select id="week-add-day" name={WEEK_ADD.day}>
              {DAYS.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="list-add-field">
            <label htmlFor="week-add-scale">Scale</label>
            <input id="week-add-scale" type="text" name={WEEK_ADD.scale} inputMode="decimal" size={4} defaultValue="1" />
          </div>
          <button type="submit" className="button">
            Add to the week
          </button>
          <button type="submit" name={WEEK_OPEN} value="1" className="button button-quiet">
            Open its page first
          </button>
        </div>
      </Form>

      {groups.length > 0 && (
        <section aria-labelledby="week-shop-heading" className="list-items">
          <h2 id="week-shop-heading">One shop for the week</h2>
          <p className="no-print">
            <a href={weekHref(week, WEEK_TEXT_PATH)} className="list-text-link" rel="nofollow">
              Copy as text
            </a>
          </p>
          {units === "metric" && <p className="spoon-note">{SPOON_NOTE}</p>}
          <div className="list-groups">
            {groups.map((g) => (
              <div key={g.key} className="list-group">
                <h3>{g.label}</h3>
                <ul className="shopping-items">
                  {g.lines.map((line) => (
                    <li key={line.key}>{line.text}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}

      {leftovers.length > 0 && (
        <section aria-labelledby="week-left-heading" className="week-left">
          <h2 id="week-left-heading">What will be left</h2>
          {leftovers.some((l) => l.suggestions.length > 0) && <NeedsConnection what="adding a suggestion" />}
          <ul>
            {leftovers.map((l) => (
              <li key={l.key}>
                <p className="week-left-what">{l.text}</p>
                {(l.keeps || l.useBy) && <p className="week-left-keeps">{[l.keeps, l.useBy].filter(Boolean).join(" ")}</p>}
                {l.suggestions.length > 0 && (
                  <ul className="week-suggestions">
                    {l.suggestions.map((s) => (
                      <li key={s.href}>
                        <Link to={s.href} rel="nofollow">
                          {s.text}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {cooking && (
        <Form method="get" action={WEEK_CALENDAR_PATH} reloadDocument className="week-calendar no-print" aria-labelledby="week-cal-heading">
          <h2 id="week-cal-heading">The week in your calendar</h2>
          <p>When each day's cooking starts, planned back from dinner, with make-ahead steps on the day before.</p>
          <WeekFields week={week} />
          <NeedsConnection what="the calendar file" />
          <div className="list-add-fields">
            <div className="list-add-field">
              <label htmlFor="week-start">Monday's date</label>
              <input id="week-start" name="start" type="date" required />
            </div>
            <div className="list-add-field">
              <label htmlFor="week-serve">Dinner at</label>
              <input id="week-serve" name="serve" type="time" defaultValue="18:30" required />
            </div>
            {/* The nights the plans keep free, as a recipe's "Serve at" does. */}
            <div className="list-add-field">
              <label htmlFor="week-quiet-from">No hands-on work from</label>
              <input id="week-quiet-from" name={SERVE_FIELDS.quietFrom} type="time" defaultValue={timeValue(DEFAULT_QUIET.from)} />
            </div>
            <div className="list-add-field">
              <label htmlFor="week-quiet-to">until</label>
              <input id="week-quiet-to" name={SERVE_FIELDS.quietTo} type="time" defaultValue={timeValue(DEFAULT_QUIET.to)} />
            </div>
            <button type="submit" className="button">
              Get the calendar file
            </button>
          </div>
        </Form>
      )}
      {/* Its line is there from the start, empty: the words come once the worker has kept the recipes. */}
      <p className="week-kept no-print" role="status">
        {kept}
      </p>
      {people !== DEFAULT_PEOPLE && (
        <p className="week-people-note">Leftovers are counted for {people === 1 ? "1 person" : `${people} people`}.</p>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: `Your week | ${SITE.name}` },
  { name: "description", content: "Recipes on days, one shop for all of them, and what will be left of every pack." },
  { name: "robots", content: "noindex" },
];
