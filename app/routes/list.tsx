import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { Fragment, useEffect, useMemo } from "react";
import { formerListTicksKeys, KeptTicks, listTicksKey } from "~/recipe-page/Checklist";
import { findRecipe, recipes } from "~/recipes/index";
import { scaleLabel, STANDARD_SCALES } from "~/amounts/scales";
import { recipeQuery, SPOON_NOTE } from "~/amounts/units";
import { AddRecipeForm } from "~/shopping-list/AddRecipeForm";
import { LIST_TEXT_PATH, listHref, recipesValue } from "~/shopping-list/list-href";
import { listHeaders } from "~/shopping-list/list-page.server";
import { listPageData } from "~/shopping-list/page-data";
import { ServeAllSection as ServeAllSectionNow } from "~/shopping-list/ServeAllSection";
import { deferred } from "~/components/Deferred";
import { NeedsConnection } from "~/offline/NeedsConnection";
import { useRecipesKept } from "~/offline/kept-recipes";
import { SITE } from "~/utils/site";
import { UnitLinks } from "~/components/UnitLinks";
import { AddressProblems } from "~/components/AddressProblems";
import { withQuery } from "~/utils/query";
import { SWAP_PARAM } from "~/amounts/swap-recipe";

const isStandard = (scale: number) => (STANDARD_SCALES as readonly number[]).includes(scale);

// "Serve it all at" loads as the reader nears it, at the end of the list; the server renders it, a plain form until then.
const ServeAllSection = deferred(import.meta.env.SSR ? ServeAllSectionNow : null, () =>
  import("~/shopping-list/ServeAllSection").then((m) => m.ServeAllSection),
);

const BY_TITLE = recipes.map((r) => ({ slug: r.slug, title: r.title })).sort((a, b) => a.title.localeCompare(b.title));

export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { list, serve, status, data: page } = listPageData(search, { find: findRecipe, titles: BY_TITLE });
  // The add form's answer is the list's own address, to bookmark or share, with the meal's plan if it had one.
  if (list.added) throw redirect(listHref({ ...list, serve: serve.kept }), 303);
  return data(page, { status, headers: listHeaders(status, 300) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

type ListData = Awaited<ReturnType<typeof loader>>["data"];
// The page on screen, for a list worked out without the server: its recipes and the add form's are the site's all.
const onScreen: { data: ListData | null } = { data: null };

/** Offline, worked out here by the loader's own code from the recipes this device keeps (issue 61, 6); online, the server's. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    const shown = onScreen.data;
    if (navigator.onLine || !shown) throw error;
    const { offlineListData } = await import("~/shopping-list/offline-list");
    const written = await offlineListData(new URL(request.url).searchParams, shown);
    if (!written) throw error;
    return written;
  }
}

export default function ShoppingListPage() {
  const page = useLoaderData<typeof loader>();
  const { entries, units, problems, groups, others, serveAll, keptServe } = page;
  useEffect(() => {
    onScreen.data = page;
  }, [page]);
  // Every recipe kept here: offline, the page writes its other scales and units itself, and says nothing of a connection.
  const kept = useRecipesKept(entries.map((e) => e.recipe.slug).join(" "));
  // Rescaling, removing or switching units keeps the meal's plan; the text copy has no plan to keep.
  const list = { entries, units, serve: keptServe };
  // The same object while the list is: "Serve it all at" (a deferred part) renders again only when it changes.
  const listOnly = useMemo(() => ({ entries, units }), [entries, units]);
  return (
    <div className="page list-page" data-recipes-kept={kept === null ? undefined : String(kept)}>
      <h1>Shopping list</h1>
      <AddressProblems what="a list" problems={problems} />

      <section aria-labelledby="list-recipes-heading" className="list-recipes">
        <h2 id="list-recipes-heading">{entries.length ? "For these recipes" : "No recipes on the list yet"}</h2>
        {entries.length === 0 && <p>Open a recipe and choose “Add to shopping list”, or add one below.</p>}
        {entries.length > 0 && <NeedsConnection what="a scale or Remove" unlessRecipesKept />}
        <ul>
          {entries.map((e) => (
            <li key={e.recipe.slug} className="list-recipe">
              <Link
                to={`/${e.recipe.slug}${withQuery(recipeQuery(e.scale, units), e.swap ? [[SWAP_PARAM, e.swap]] : [])}`}
                className="list-recipe-title"
              >
                {e.recipe.title}
              </Link>{" "}
              <span className="list-recipe-scale">at {scaleLabel(e.scale)}</span>
              {e.swapped ? <span className="list-recipe-swaps"> with {e.swapped}</span> : null}
              <span className="list-recipe-controls no-print">
                <span className="scale-switch" role="group" aria-label={`Scale ${e.recipe.title}`}>
                  {STANDARD_SCALES.map((m, i) => (
                    <Fragment key={m}>
                      {/* A scale no button makes (2.7X, from a recipe scaled to what its reader has), in its place. */}
                      {!isStandard(e.scale) && e.scale < m && (i === 0 || e.scale > STANDARD_SCALES[i - 1]) ? (
                        <span className="scale-button current-only" aria-current="true">
                          {scaleLabel(e.scale)}
                        </span>
                      ) : null}
                      <Link
                        key={m}
                        to={listHref({ ...list, entries: entries.map((o) => (o.recipe.slug === e.recipe.slug ? { ...o, scale: m } : o)) })}
                        className="scale-button"
                        rel="nofollow"
                        aria-current={m === e.scale ? "true" : undefined}
                      >
                        {m}X
                      </Link>
                    </Fragment>
                  ))}
                </span>
                <Link
                  to={listHref({ ...list, entries: entries.filter((o) => o.recipe.slug !== e.recipe.slug) })}
                  className="list-remove"
                  rel="nofollow"
                  aria-label={`Remove ${e.recipe.title}`}
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
            <UnitLinks units={units} hrefFor={(u) => listHref({ ...list, units: u })} />
            <a href={listHref({ entries, units }, LIST_TEXT_PATH)} className="list-text-link" rel="nofollow">
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
          <KeptTicks
            storageKey={listTicksKey(entries.map((e) => e.recipe.slug))}
            formerKeys={formerListTicksKeys(recipesValue(entries))}
            carryOver
          />
        </section>
      )}

      {entries.length > 0 && <ServeAllSection list={listOnly} serveAll={serveAll} />}

      {others.length > 0 && <AddRecipeForm list={list} others={others} />}
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: `Shopping list | ${SITE.name}` },
  { name: "description", content: "Everything to buy for the recipes on this list, in one place, at their scales." },
  { name: "robots", content: "noindex" },
];
