import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { SendIssue } from "~/readers-mail/SendIssuePage";
import { sendIssueAction, sendIssueLoader } from "~/readers-mail/send-issue-page.server";
import { SITE } from "~/utils/site";

export const loader = sendIssueLoader;
export const action = sendIssueAction;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

export default SendIssue;

export const meta: MetaFunction = () => [{ title: `Send the newsletter | ${SITE.name}` }, { name: "robots", content: "noindex" }];
