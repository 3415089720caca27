import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GUARDED_FORM } from "~/forms/fields";
import { issueDate, publishedIssues } from "~/readers-mail/issues";
import { NewsletterForm } from "~/readers-mail/NewsletterForm";
import { newsletterAction } from "~/readers-mail/newsletter-action.server";
import { SITE } from "~/utils/site";

// Content in code: no database, so the edge keeps it like any listing.
export const loader = () => ({
  issues: publishedIssues().map(({ slug, subject, date, summary }) => ({ slug, subject, date: issueDate(date), summary })),
});

export const action = (args: ActionFunctionArgs) => newsletterAction(args, "subscribe");
export const handle = GUARDED_FORM;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function NewsletterArchive() {
  const { issues } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="page narrow newsletter-archive">
      <h1>The newsletter</h1>
      <p className="lede">
        Occasional inspiration, kitchen tips, seasonal favorites, and more, from {SITE.author}&apos;s kitchen at {SITE.name}.
      </p>
      <section className="newsletter" aria-labelledby="archive-subscribe">
        <h2 id="archive-subscribe">Get it by e-mail</h2>
        <NewsletterForm intent="subscribe" actionData={actionData} />
      </section>
      <h2>Every issue</h2>
      {issues.length === 0 ? (
        <p>The first issue is on its way.</p>
      ) : (
        <ol className="issue-list" reversed>
          {issues.map((i) => (
            <li key={i.slug}>
              <Link to={`/newsletter/${i.slug}`} className="issue-list-title">
                {i.subject}
              </Link>
              <span className="issue-list-date">{i.date}</span>
              <p>{i.summary}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: `The newsletter | ${SITE.name}` },
  { name: "description", content: `Every issue of the ${SITE.name} newsletter, newest first.` },
];
