import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { issueLoader } from "~/readers-mail/newsletter-pages.server";
import { NewsletterIssue } from "~/readers-mail/NewsletterPages";
import { SITE } from "~/utils/site";

export const loader = issueLoader;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default NewsletterIssue;

export const meta: MetaFunction<typeof loader> = ({ data: issue }) =>
  issue
    ? [{ title: `${issue.subject} | ${SITE.name}` }, { name: "description", content: issue.summary }]
    : [{ title: `Not found | ${SITE.name}` }];
