import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { GUARDED_FORM } from "~/forms/fields";
import { newsletterAction } from "~/readers-mail/newsletter-action.server";
import { Unsubscribe } from "~/readers-mail/NewsletterPages";
import { SITE } from "~/utils/site";

export const action = (args: ActionFunctionArgs) => newsletterAction(args, "unsubscribe");
export const handle = GUARDED_FORM;

export default Unsubscribe;

export const meta: MetaFunction = () => [
  { title: `Unsubscribe | ${SITE.name}` },
  { name: "description", content: `Stop receiving the ${SITE.name} newsletter.` },
  { name: "robots", content: "noindex" },
];
