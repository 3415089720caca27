import { WEEK_PARAM } from "~/week/week-href";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { lazy, memo, Suspense, useEffect, useMemo, useState } from "react";
import { commentAction } from "~/comments/comment-action.server";
import { CommentsSection } from "~/comments/CommentsSection";
import { siteOrigin } from "~/utils/load-context.server";
import { GUARDED_FORM } from "~/forms/fields";
import { carriesPlan, currentPlanning } from "~/planning/plan-fields";
import { useWakeLock } from "~/recipe-page/CookMode";
import { DirectionSteps } from "~/recipe-page/Directions";
import { IngredientsSection } from "~/recipe-page/IngredientsSection";
import { type LinkCard, LinkCards } from "~/recipe-page/LinkCards";
import { MaterialsList } from "~/recipe-page/Materials";
import { recipeMeta } from "~/recipe-page/meta";
import { pageComments, pagePictures, recipeFor } from "~/recipe-page/recipe-page.server";
import { recipePageParams } from "~/recipe-page/page-params";
import { ServeAtForm as ServeAtFormNow } from "~/recipe-page/ServeAtForm";
import { deferred } from "~/components/Deferred";
import { SiteError } from "~/components/SiteError";
import { RecipeHead } from "~/recipe-page/RecipeHead";
import { ShareBlock } from "~/recipe-page/ShareLinks";
import { StructuredData } from "~/recipe-page/StructuredData";
import { RecipeSummary, TimeList } from "~/recipe-page/Summary";
import { useTimers } from "~/recipe-page/timers";
import { planningOf, recipeView } from "~/recipe-page/view";
import { recipeImage } from "~/recipes/types";
import { parseUnitSystem, recipeParams, recipeQuery, UNITS_PARAM, type UnitSystem } from "~/amounts/units";
import { withQuery } from "~/utils/query";
import { recipeSwaps, swappedRecipe, SWAP_PARAM, type ChosenSwap } from "~/amounts/swap-recipe";

// The tray comes with the first timer, the print dialog with the first click on Print: most visits need neither. The
// serve-at form's code comes as the reader nears it; the server renders it, and it works as a plain form until then.
const ServeAtForm = deferred(import.meta.env.SSR ? ServeAtFormNow : null, () =>
  import("~/recipe-page/ServeAtForm").then((m) => m.ServeAtForm),
);
const TimerTray = lazy(() => import("~/recipe-page/TimerTray"));
const PrintDialog = lazy(() => import("~/recipe-page/PrintDialog").then((m) => ({ default: m.PrintDialog })));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const recipe = recipeFor(request);
  const params = recipePageParams(url.searchParams);
  // A swap the page cannot make is the reader's to fix: a 400 that names it, before anything is looked up.
  const swaps = recipeSwaps(recipe, params.swap);
  if (!swaps.ok) {
    throw data(
      { swapRefused: swaps.problem, title: recipe.title, href: `/${recipe.slug}${recipeQuery(params.scale, params.units)}` },
      { status: 400 },
    );
  }
  const { thread: openThread, reply: replyingTo, before } = params;
  const view = recipeView(recipe, params);
  const refused = view.have?.ok === false || view.serve?.ok === false;
  const comments = await pageComments(context, recipe, url, { openThread, before });
  const origin = siteOrigin(context, request);
  return data(
    {
      recipe,
      planning: planningOf(recipe, view),
      rating: comments?.rating ?? null,
      comments,
      replyingTo,
      before,
      canonicalUrl: `${origin}/${recipe.slug}`,
      imageUrl: `${origin}${recipeImage(recipe.slug)}`,
      ...pagePictures(recipe),
    },
    {
      ...(refused ? { status: 400 } : {}),
      // A page without its comments must not be kept in the edge cache (nor replace a good copy there).
      ...(comments ? {} : { headers: { "cache-control": "no-store" } }),
    },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

type RecipeData = Awaited<ReturnType<typeof loader>>["data"];
// The page on screen, for a plan worked out without the server: the recipe it holds is all a plan needs.
const onScreen: { data: RecipeData | null } = { data: null };

/** Offline, a plan on a saved recipe is worked out here by the loader's own code, from the page's recipe (issue 61, 4). */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    const url = new URL(request.url);
    const shown = onScreen.data;
    if (navigator.onLine || !shown || url.pathname !== `/${shown.recipe.slug}` || !carriesPlan(url.searchParams)) throw error;
    const { planningOf, recipeView } = await import("~/recipe-page/view");
    return { ...shown, planning: planningOf(shown.recipe, recipeView(shown.recipe, recipePageParams(url.searchParams))) };
  }
}

export const action = (args: ActionFunctionArgs) => commentAction(args, recipeFor(args.request));
export const handle = GUARDED_FORM;

// Switching 1X-5X, US/metric or a swap only changes ?x=, ?units= or ?swap=: the page already has everything it needs
// to write the amounts again (its links write only swaps it can make); `w`, the week its form keeps, is the page's too.
const DISPLAY_PARAMS = ["x", UNITS_PARAM, SWAP_PARAM, WEEK_PARAM];
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  // A plan is worked out by the loader, at the scale and in the units asked for.
  const onlyDisplay =
    !formMethod &&
    !carriesPlan(nextUrl.searchParams) &&
    currentUrl.pathname === nextUrl.pathname &&
    DISPLAY_PARAMS.some((p) => currentUrl.searchParams.get(p) !== nextUrl.searchParams.get(p));
  return onlyDisplay ? false : defaultShouldRevalidate;
};

// Once started (router.initialize()), Remix renders the page again with the same data: these keep what they rendered
// rather than work out every amount, step and comment a second time on the reader's phone.
const SteadySteps = memo(DirectionSteps);
const SteadyComments = memo(CommentsSection);
const SteadyCards = memo(LinkCards);
const NO_ROWS: never[] = [];
const NO_SWAPS: ChosenSwap[] = [];
const NO_REPLIED: Record<string, string> = {};
const uniqueRows = <T extends { comment_id: number }>(rows: T[]) => [...new Map(rows.map((r) => [r.comment_id, r])).values()];

// The next recipe opens in the reader's units (the cards come from the loader, the units from the URL).
const withUnitsOn = (cards: LinkCard[], units: UnitSystem) => cards.map((c) => ({ ...c, src: withQuery(c.src, recipeParams(1, units)) }));

// The timers' own subscriber: their tick (twice a second) re-renders the tray, not the whole recipe page.
function TrayWhileTimersRun({ slug }: { slug: string }) {
  const { timers } = useTimers();
  return timers.length ? (
    <Suspense fallback={null}>
      <TimerTray slug={slug} />
    </Suspense>
  ) : null;
}

export default function RecipePage() {
  const {
    recipe: written,
    planning: loaded,
    rating,
    comments,
    replyingTo,
    before,
    canonicalUrl,
    imageUrl,
    featured,
    complementary,
    products,
    hero,
  } = useLoaderData<typeof loader>();
  const page = useLoaderData<typeof loader>();
  useEffect(() => {
    onScreen.data = page;
  }, [page]);
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  // The address, read once as the loader reads it: 1X-5X, US/metric and swaps change it with no new load.
  const params = useMemo(() => recipePageParams(searchParams), [searchParams]);
  // Kept while the address is: the serve-at form (a deferred part) renders again only when it changes.
  const planning = useMemo(() => currentPlanning(loaded, searchParams), [loaded, searchParams]);
  const scale = planning.have?.scale ?? params.scale;
  const { units, swap: swapParam } = params;
  // The loader refused any swap it cannot make; the page shows the recipe with the rest, its structured data as written.
  const swaps = useMemo(() => {
    const read = recipeSwaps(written, swapParam);
    return read.ok ? read.swaps : NO_SWAPS;
  }, [written, swapParam]);
  const recipe = useMemo(() => swappedRecipe(written, swaps), [written, swaps]);
  const complementaryCards = useMemo(() => withUnitsOn(complementary, units), [complementary, units]);
  const featuredCards = useMemo(() => withUnitsOn(featured, units), [featured, units]);
  // Every comment the page shows, once: an open thread holds the author's replies shown under its comment too.
  const commentRows = useMemo(
    () => (comments ? uniqueRows([...comments.comments, ...comments.thread, ...comments.authorReplies]) : NO_ROWS),
    [comments],
  );
  const wakeLock = useWakeLock();
  const [printing, setPrinting] = useState(false);
  // Kept once loaded, so that the dialog remembers the reader's picture choice.
  const [printAsked, setPrintAsked] = useState(false);
  const image = recipeImage(recipe.slug);
  const share = { url: canonicalUrl, title: recipe.title, image: imageUrl };
  const summary = (place: "top" | "bottom") => (
    <RecipeSummary
      recipe={recipe}
      scale={scale}
      units={units}
      wakeLock={wakeLock}
      onPrint={() => {
        setPrintAsked(true);
        setPrinting(true);
      }}
      place={place}
    />
  );

  return (
    <article className="recipe page">
      <StructuredData recipe={written} url={canonicalUrl} image={imageUrl} rating={rating} units={units} comments={commentRows} />
      <RecipeHead recipe={written} rating={rating} units={units} hero={hero} />

      <section className="related no-print" aria-labelledby="complementary-heading">
        <h2 id="complementary-heading">Complementary Recipes</h2>
        <p>The recipes below complement the one you are reading now...</p>
        <SteadyCards cards={complementaryCards} />
      </section>

      <ShareBlock target={share} headingId="share-top" heading="Share this recipe" />

      {summary("top")}

      <section className="times" aria-labelledby="times-heading">
        <h2 id="times-heading" className="section-label">
          Time
        </h2>
        <TimeList recipe={recipe} scale={scale} />
        <ServeAtForm recipe={recipe} planning={planning} scale={scale} units={units} />
      </section>

      <section className="materials" aria-labelledby="materials-heading">
        <h2 id="materials-heading">Materials</h2>
        <MaterialsList recipe={recipe} scale={scale} units={units} />
      </section>

      <div className="recipe-body">
        <IngredientsSection
          recipe={recipe}
          written={written}
          swaps={swaps}
          scale={scale}
          units={units}
          planning={planning}
          asked={params.scaleAsked}
          week={params.week}
        />

        <section className="directions" aria-labelledby="directions-heading">
          <h2 id="directions-heading">Directions</h2>
          <SteadySteps
            recipe={recipe}
            scale={scale}
            units={units}
            checklist
            timers
            stepPlans={planning.serve?.plan?.steps}
            own={planning.have?.own}
          />
        </section>
      </div>

      {summary("bottom")}

      <ShareBlock target={share} headingId="share-bottom" heading="Made it? Pass it on" />

      <section className="related no-print" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured Recipes</h2>
        <SteadyCards cards={featuredCards} />
      </section>

      <section className="related no-print" aria-labelledby="products-heading">
        <h2 id="products-heading">Product Links</h2>
        <p>Tools I use for this recipe. These are plain shop searches; I earn nothing from them.</p>
        <SteadyCards cards={products} sponsored />
      </section>

      <SteadyComments
        recipeId={recipe.id}
        slug={recipe.slug}
        comments={comments?.comments ?? null}
        before={before}
        older={comments?.older ?? null}
        threadRows={comments?.thread ?? NO_ROWS}
        authorReplies={comments?.authorReplies ?? NO_ROWS}
        authorReplied={comments?.authorReplied ?? NO_REPLIED}
        total={comments?.total ?? 0}
        replyingTo={replyingTo}
        actionData={actionData}
      />

      <p className="back-to-top no-print">
        <a href="#recipe-top">Back to the top of the recipe</a>
      </p>

      <TrayWhileTimersRun slug={recipe.slug} />

      {printAsked ? (
        <Suspense fallback={null}>
          <PrintDialog
            recipe={recipe}
            scale={scale}
            units={units}
            own={planning.have?.own}
            image={image}
            open={printing}
            onClose={() => setPrinting(false)}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  recipeMeta(data, parseUnitSystem(new URLSearchParams(location.search).get(UNITS_PARAM)));

/** A swap the page cannot make (an unknown one, for an ingredient the recipe lacks, or one that fails in it): named, with the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const refused =
    isRouteErrorResponse(error) && error.status === 400 ? (error.data as { swapRefused?: string; title: string; href: string }) : null;
  // Anything else is the site's error page, as root.tsx shows it (rethrown here, it would be a 500 on the server).
  if (!refused?.swapRefused) return <SiteError error={error} />;
  return (
    <div className="page narrow error-page">
      <h1>That swap is not one this recipe can make</h1>
      <p role="alert">{refused.swapRefused}</p>
      <p>
        <Link to={refused.href}>{refused.title}, as written</Link>: each ingredient that can be swapped has its “Use … instead” link there.
      </p>
    </div>
  );
}
