import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { commentAction } from "~/comments/comment-action.server";
import { CommentsSection } from "~/comments/CommentsSection";
import { lazy, memo, Suspense, useMemo, useState } from "react";
import { getDb, siteOrigin } from "~/context.server";
import { DatabaseError } from "~/db.server";
import { recipeComments, type RecipeComments } from "~/models/comment.server";
import { KeptTicks, recipeTicksKey } from "~/recipe-page/Checklist";
import { useWakeLock } from "~/recipe-page/CookMode";
import { DirectionSteps } from "~/recipe-page/Directions";
import { IngredientGroups, MultiplierButtons, SpoonNote, UnitSwitch } from "~/recipe-page/Ingredients";
import { type LinkCard, LinkCards } from "~/recipe-page/LinkCards";
import { MaterialsList } from "~/recipe-page/Materials";
import { isStandardFactor } from "~/planning/have";
import { recipePageParams } from "~/recipe-page/params";
import { carriesPlan, currentPlanning } from "~/planning/plan-fields";
import { ScaleToHaveForm, ServeAtForm } from "~/recipe-page/PlanForms";
import { planningOf, recipeView, viewQuery } from "~/recipe-page/view";
import { useTimers } from "~/recipe-page/timers";
import { ShareBlock } from "~/recipe-page/ShareLinks";
import { ratingLabel, Stars } from "~/recipe-page/Stars";
import { RecipeSummary, TimeList } from "~/recipe-page/Summary";
import { formatLongDate } from "~/recipes/format";
import { findRecipe, getRecipe } from "~/recipes/index";
import { renderMeasures } from "~/recipes/measure-tokens";
import { parseMultiplier, servingsText } from "~/recipes/scale";
import { recipeImage, type Recipe, type RecipeSlug } from "~/recipes/types";
import { recipeJsonLd, scriptJson } from "~/recipes/structured-data";
import { toolImage } from "~/recipes/tools";
import { parseUnitSystem, UNITS_PARAM, type UnitSystem, withUnits } from "~/recipes/units";
import { AddToListLink } from "~/shopping-list/AddToListLink";
import { SITE } from "~/site";
import { Picture } from "~/components/Picture";
import { heroPicture, linkCardPicture } from "~/components/pictures.server";
import { GUARDED_FORM } from "~/forms/fields";

// The tray comes with the first timer, the print dialog with the first click on Print: most visits need neither.
const TimerTray = lazy(() => import("~/recipe-page/TimerTray"));
const PrintDialog = lazy(() => import("~/recipe-page/PrintDialog").then((m) => ({ default: m.PrintDialog })));

function recipeFor(request: Request) {
  const recipe = findRecipe(new URL(request.url).pathname.replace(/^\/|\/$/g, ""));
  if (!recipe) throw data("Not found", { status: 404 });
  return recipe;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const recipe = recipeFor(request);
  const { thread: openThread, reply: replyingTo, before } = recipePageParams(url.searchParams);
  const view = recipeView(recipe, url.searchParams);
  // What the reader has comes to one of 1X-5X: that page is the one the edge cache keeps.
  if (view.have?.ok && isStandardFactor(view.have.factor)) {
    throw redirect(`/${recipe.slug}${viewQuery(view, { have: false })}#ingredients-heading`, 303);
  }
  const refused = view.have?.ok === false || view.serve?.ok === false;
  // The recipe itself never depends on the database: without it the page
  // still serves, only without its rating and comments.
  let comments: RecipeComments | null = null;
  try {
    comments = await recipeComments(getDb(context), recipe.id, { openThread, before });
  } catch (e) {
    if (!(e instanceof DatabaseError)) throw e;
    console.error(`${url.pathname}: comments unavailable:`, e.message);
  }
  // Every cursor between two comments shows one page: its own address, the one the edge cache keeps.
  if (comments && before !== null && comments.cursor !== before) {
    const query = new URLSearchParams(url.searchParams);
    if (comments.cursor === null) query.delete("before");
    else query.set("before", String(comments.cursor));
    throw redirect(`/${recipe.slug}${query.size ? `?${query}` : ""}`, 302);
  }
  const card = (slug: RecipeSlug) => ({ item: getRecipe(slug).title, src: `/${slug}`, img: linkCardPicture(recipeImage(slug)) });
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
      featured: recipe.featured.map(card),
      complementary: recipe.complementary.map(card),
      products: recipe.toolLinks.map((p) => ({ ...p, img: linkCardPicture(toolImage(p.item)) })),
      hero: heroPicture(recipeImage(recipe.slug)),
    },
    {
      ...(refused ? { status: 400 } : {}),
      // A page without its comments must not be kept in the edge cache (nor replace a good copy there).
      ...(comments ? {} : { headers: { "cache-control": "no-store" } }),
    },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const action = (args: ActionFunctionArgs) => commentAction(args, recipeFor(args.request));
export const handle = GUARDED_FORM;

// Switching 1X-5X or US/metric only changes ?x= or ?units=: the page
// already has everything it needs to write the amounts again.
const DISPLAY_PARAMS = ["x", UNITS_PARAM];
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
const SteadyIngredients = memo(IngredientGroups);
const SteadySteps = memo(DirectionSteps);
const SteadyComments = memo(CommentsSection);
const SteadyCards = memo(LinkCards);
const NO_ROWS: never[] = [];

// The next recipe opens in the reader's units (the cards come from the loader, the units from the URL).
const withUnitsOn = (cards: LinkCard[], units: UnitSystem) => cards.map((c) => ({ ...c, src: withUnits(c.src, units) }));

export default function RecipePage() {
  const {
    recipe,
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
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const planning = currentPlanning(loaded, searchParams);
  const x = planning.have?.factor ?? parseMultiplier(searchParams.get("x"));
  const units = parseUnitSystem(searchParams.get(UNITS_PARAM));
  const complementaryCards = useMemo(() => withUnitsOn(complementary, units), [complementary, units]);
  const featuredCards = useMemo(() => withUnitsOn(featured, units), [featured, units]);
  const commentRows = useMemo(() => (comments ? [...comments.comments, ...comments.thread] : NO_ROWS), [comments]);
  const wakeLock = useWakeLock();
  const [printing, setPrinting] = useState(false);
  // Kept once loaded, so that the dialog remembers the reader's picture choice.
  const [printAsked, setPrintAsked] = useState(false);
  const { timers } = useTimers();
  const image = recipeImage(recipe.slug);
  const share = { url: canonicalUrl, title: recipe.title, image: imageUrl };
  const summary = (place: "top" | "bottom") => (
    <RecipeSummary
      recipe={recipe}
      x={x}
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
      <StructuredData recipe={recipe} url={canonicalUrl} image={imageUrl} rating={rating} units={units} comments={commentRows} />
      <header className="recipe-head" id="recipe-top">
        <h1>{recipe.title}</h1>
        {/* A plain fragment link: it skips the intro with JavaScript off too. */}
        <p className="jump-link no-print">
          <a href="#ingredients-heading">Jump to recipe</a>
        </p>
        {rating ? (
          <p className="rating-line">
            <Stars value={rating.avg} label={ratingLabel(rating.avg, rating.num)} />
            <span aria-hidden="true" className="rating-text">
              {rating.num > 0 ? `${rating.avg} (${rating.num} ${rating.num === 1 ? "review" : "reviews"})` : "No reviews yet"}
            </span>
          </p>
        ) : null}
        <p className="recipe-intro">{renderMeasures(recipe.intro, units)}</p>
        <p className="byline">
          By {recipe.author} · <time dateTime={recipe.date}>{formatLongDate(recipe.date)}</time>
        </p>
        <Picture picture={hero} className="recipe-image" alt={recipe.imgAlt} width={800} height={600} load="first" />
      </header>

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
        <TimeList recipe={recipe} x={x} />
        <ServeAtForm recipe={recipe} planning={planning} x={x} units={units} />
      </section>

      <section className="materials" aria-labelledby="materials-heading">
        <h2 id="materials-heading">Materials</h2>
        <MaterialsList recipe={recipe} x={x} units={units} />
      </section>

      <div className="recipe-body">
        <section className="ingredients" aria-labelledby="ingredients-heading">
          <div className="ingredients-inner">
            <h2 id="ingredients-heading">Ingredients</h2>
            <div className="amount-controls">
              <MultiplierButtons x={x} units={units} planning={planning} />
              <UnitSwitch x={x} units={units} planning={planning} />
              <SpoonNote units={units} />
            </div>
            <ScaleToHaveForm recipe={recipe} planning={planning} x={x} units={units} />
            <p className="servings" role="status">
              {x !== 1 ? `Scaled ${x}X: makes ` : "Makes "}
              {servingsText(recipe, x, units)}
            </p>
            <AddToListLink slug={recipe.slug} x={x} units={units} />
            <SteadyIngredients recipe={recipe} x={x} units={units} checklist />
            <KeptTicks storageKey={recipeTicksKey(recipe.slug, x)} />
          </div>
        </section>

        <section className="directions" aria-labelledby="directions-heading">
          <h2 id="directions-heading">Directions</h2>
          <SteadySteps recipe={recipe} x={x} units={units} checklist timers stepPlans={planning.serve?.plan?.steps} />
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
        total={comments?.total ?? 0}
        replyingTo={replyingTo}
        actionData={actionData}
      />

      <p className="back-to-top no-print">
        <a href="#recipe-top">Back to the top of the recipe</a>
      </p>

      {timers.length ? (
        <Suspense fallback={null}>
          <TimerTray slug={recipe.slug} />
        </Suspense>
      ) : null}

      {printAsked ? (
        <Suspense fallback={null}>
          <PrintDialog recipe={recipe} x={x} units={units} image={image} open={printing} onClose={() => setPrinting(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  if (!data) return [{ title: `Recipe not found | ${SITE.name}` }];
  const { recipe, canonicalUrl, imageUrl } = data;
  const intro = renderMeasures(recipe.intro, parseUnitSystem(new URLSearchParams(location.search).get(UNITS_PARAM)));
  const description = intro.length > 160 ? `${intro.slice(0, 157).replace(/\s+\S*$/, "")}…` : intro;
  const title = `${recipe.title} | ${SITE.name}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: recipe.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "800" },
    { property: "og:image:height", content: "600" },
    { property: "og:image:alt", content: recipe.imgAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: recipe.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
};

// Its own component, so React hydrates it as a unit of its own (it works out every amount again), and only once.
const StructuredData = memo(function StructuredData({ recipe, ...page }: { recipe: Recipe } & Parameters<typeof recipeJsonLd>[1]) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(recipeJsonLd(recipe, page)) }} />;
});
