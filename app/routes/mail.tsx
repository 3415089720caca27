import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { GUARDED_FORM } from "~/forms/fields";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { YourMail } from "~/readers-mail/MailPage";
import { mailPageAction, mailPageLoader } from "~/readers-mail/mail-page.server";
import { SITE } from "~/utils/site";

// "Your mail" (app/readers-mail/mail-page.server.ts, MailPage.tsx): everything the site mails one address.
export const loader = mailPageLoader;
export const action = mailPageAction;
export const handle = GUARDED_FORM;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

export default YourMail;

export const meta: MetaFunction = () => [{ title: `Your mail | ${SITE.name}` }, { name: "robots", content: "noindex" }];
