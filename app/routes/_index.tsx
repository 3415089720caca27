import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { cardLoad, Picture } from "~/components/Picture";
import { categoryCardPicture } from "~/components/picture-sizes.server";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { categorySummaries, type CategorySummary } from "~/recipes/listing.server";
import { NewsletterForm } from "~/readers-mail/NewsletterForm";
import { newsletterAction } from "~/readers-mail/newsletter-action.server";
import { CATEGORIES } from "~/recipes/categories";
import { SITE } from "~/utils/site";
import { GUARDED_FORM } from "~/forms/fields";

export async function loader({ context }: LoaderFunctionArgs) {
  // The grid is useful without the counts: a database outage must not take the page (and its newsletter form) down.
  let summaries: CategorySummary[] | null = null;
  try {
    summaries = await categorySummaries(getDb(context));
  } catch (e) {
    expectDatabaseFailure(e, "home: category counts unavailable");
  }
  const categories = CATEGORIES.map((c) => {
    const s = summaries?.find((row) => row.category === c.value);
    return { ...c, recipes: summaries ? (s?.recipes ?? 0) : null, picture: s?.image ? categoryCardPicture(s.image) : null };
  });
  // A page without its counts must not be kept in the edge cache.
  return data({ categories }, summaries ? undefined : { headers: { "cache-control": "no-store" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const action = (args: ActionFunctionArgs) => newsletterAction(args, "subscribe");
export const handle = GUARDED_FORM;

export default function Home() {
  const { categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="page">
      <section className="hero">
        <h1>Browse by Category</h1>
        <p className="lede">{SITE.tagline}: simple ingredients, few additives, and amounts you can scale from one plate to five.</p>
      </section>
      <ul className="category-grid">
        {categories.map((c, i) => (
          <li key={c.value}>
            <Link to={c.path} className="category-card">
              {c.picture ? (
                <Picture picture={c.picture} width={400} height={300} load={cardLoad(i)} />
              ) : (
                <span className="category-card-fallback" aria-hidden="true" />
              )}
              <span className="category-card-name">{c.label}</span>
              {c.recipes !== null ? (
                <span className="category-card-count">
                  {c.recipes} {c.recipes === 1 ? "recipe" : "recipes"}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <section className="newsletter" aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading">Get new recipes by e-mail</h2>
        <p>Occasional inspiration, kitchen tips, seasonal favorites, and more.</p>
        <NewsletterForm intent="subscribe" actionData={actionData} />
        <p>
          <Link to="/newsletter">Read past issues</Link>
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: `${SITE.name}: ${SITE.tagline}` },
  {
    name: "description",
    content:
      "Home recipes for one or two people, made from scratch with minimally processed ingredients. Browse breakfasts, entrees, doughs, desserts and more.",
  },
];
