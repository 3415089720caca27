import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { StopReplyNotices } from "~/readers-mail/StopPages";
import { stopRepliesAction, stopRepliesLoader } from "~/readers-mail/stop-pages.server";
import { SITE } from "~/utils/site";

export const loader = stopRepliesLoader;
export const action = stopRepliesAction;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

export default StopReplyNotices;

export const meta: MetaFunction = () => [{ title: `Stop reply e-mails | ${SITE.name}` }, { name: "robots", content: "noindex" }];
