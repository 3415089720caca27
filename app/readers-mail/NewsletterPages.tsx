// The newsletter's pages as they show: the archive with its subscribe form, an issue, and the form to leave the list.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { SITE } from "~/utils/site";
import { IssueBody } from "./IssueBody";
import type { newsletterAction } from "./newsletter-action.server";
import type { archiveLoader, issueLoader } from "./newsletter-pages.server";
import { NewsletterForm } from "./NewsletterForm";

export function NewsletterArchive() {
  const { issues } = useLoaderData<typeof archiveLoader>();
  const actionData = useActionData<typeof newsletterAction>();
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

export function NewsletterIssue() {
  const issue = useLoaderData<typeof issueLoader>();
  return (
    <article className="page narrow newsletter-issue">
      <p className="muted">
        <Link to="/newsletter">The newsletter</Link> · <time dateTime={issue.iso}>{issue.date}</time>
      </p>
      <h1>{issue.subject}</h1>
      <IssueBody blocks={issue.blocks} />
      <p className="muted">
        Like it? <Link to="/newsletter#archive-subscribe">Get the next one by e-mail</Link>.
      </p>
    </article>
  );
}

export function Unsubscribe() {
  const actionData = useActionData<typeof newsletterAction>();
  return (
    <div className="page narrow">
      <h1>Unsubscribe</h1>
      <p>
        Enter the address you subscribed with and we'll mail it a link with a button to leave the list: one press and you're off. (Every
        newsletter has the same link at its foot.) No hard feelings: the recipes stay right here.
      </p>
      <NewsletterForm intent="unsubscribe" actionData={actionData} label="E-mail address to unsubscribe" />
      <p className="muted">
        Changed your mind? <Link to="/">Subscribe again from the home page</Link>.
      </p>
    </div>
  );
}
