import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { OneClickUnsubscribe } from "~/readers-mail/StopPages";
import { unsubscribeAction, unsubscribeLoader } from "~/readers-mail/stop-pages.server";
import { SITE } from "~/utils/site";

export const loader = unsubscribeLoader;
export const action = unsubscribeAction;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

export default OneClickUnsubscribe;

export const meta: MetaFunction = () => [{ title: `Unsubscribe | ${SITE.name}` }, { name: "robots", content: "noindex" }];
