import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { ConfirmSubscription } from "~/readers-mail/ConfirmPages";
import { newsletterConfirmAction, newsletterConfirmLoader } from "~/readers-mail/confirm-pages.server";
import { SITE } from "~/utils/site";

export const loader = newsletterConfirmLoader;
export const action = newsletterConfirmAction;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

export default ConfirmSubscription;

export const meta: MetaFunction = () => [{ title: `Confirm your subscription | ${SITE.name}` }, { name: "robots", content: "noindex" }];
