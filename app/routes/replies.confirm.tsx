import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { ConfirmReplyNotices } from "~/readers-mail/ConfirmPages";
import { replyConfirmAction, replyConfirmLoader } from "~/readers-mail/confirm-pages.server";
import { SITE } from "~/utils/site";

export const loader = replyConfirmLoader;
export const action = replyConfirmAction;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

export default ConfirmReplyNotices;

export const meta: MetaFunction = () => [{ title: `Confirm reply e-mails | ${SITE.name}` }, { name: "robots", content: "noindex" }];
