// The newsletter's pages on the site: the archive (/newsletter) and each issue (/newsletter/:slug), from the issues in
// code; subscribing and leaving post to ./newsletter-action.server.ts.
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageBlocks } from "./issue-page.server";
import { findPublishedIssue, issueDate, publishedIssues } from "./issues";

// Content in code: no database, so the edge keeps it like any listing.
export const archiveLoader = () => ({
  issues: publishedIssues().map(({ slug, subject, date, summary }) => ({ slug, subject, date: issueDate(date), summary })),
});

export function issueLoader({ params }: LoaderFunctionArgs) {
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
