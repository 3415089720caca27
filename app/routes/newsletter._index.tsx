import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { GUARDED_FORM } from "~/forms/fields";
import { newsletterAction } from "~/readers-mail/newsletter-action.server";
import { archiveLoader } from "~/readers-mail/newsletter-pages.server";
import { NewsletterArchive } from "~/readers-mail/NewsletterPages";
import { SITE } from "~/utils/site";

export const loader = archiveLoader;
export const action = (args: ActionFunctionArgs) => newsletterAction(args, "subscribe");
export const handle = GUARDED_FORM;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default NewsletterArchive;

export const meta: MetaFunction = () => [
  { title: `The newsletter | ${SITE.name}` },
  { name: "description", content: `Every issue of the ${SITE.name} newsletter, newest first.` },
];
