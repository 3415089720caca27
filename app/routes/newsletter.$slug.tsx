import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { IssueBody } from "~/readers-mail/IssueBody";
import { issueDate, findPublishedIssue } from "~/readers-mail/issues";
import { pageBlocks } from "~/readers-mail/issue-page.server";
import { SITE } from "~/utils/site";

export function loader({ params }: LoaderFunctionArgs) {
  const issue = findPublishedIssue(params.slug ?? "");
  // Before its date an issue is nowhere on the site.
  if (!issue) throw data("Not found", { status: 404 });
  return {
    slug: issue.slug,
    subject: issue.subject,
    date: issueDate(issue.date),
    iso: issue.date,
    summary: issue.summary,
    blocks: pageBlocks(issue),
  };
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function NewsletterIssue() {
  const issue = useLoaderData<typeof loader>();
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

export const meta: MetaFunction<typeof loader> = ({ data: issue }) =>
  issue
    ? [{ title: `${issue.subject} | ${SITE.name}` }, { name: "description", content: issue.summary }]
    : [{ title: `Not found | ${SITE.name}` }];
