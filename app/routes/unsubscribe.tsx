import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/readers-mail/NewsletterForm";
import { newsletterAction } from "~/readers-mail/newsletter-action.server";
import { SITE } from "~/utils/site";
import { GUARDED_FORM } from "~/forms/fields";

export const action = (args: ActionFunctionArgs) => newsletterAction(args, "unsubscribe");
export const handle = GUARDED_FORM;

export default function Unsubscribe() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="page narrow">
      <h1>Unsubscribe</h1>
      <p>
        Enter the address you subscribed with and we'll mail it a link with a button to leave the list: one press and you're off. (Every
        newsletter has the same link at its foot.) No hard feelings: the recipes stay right here.
      </p>
      <NewsletterForm intent="unsubscribe" actionData={actionData} label="E-mail address to unsubscribe" />
      <p className="muted">
        Changed your mind? <Link to="/">Subscribe again from the home page</Link>.
      </p>
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: `Unsubscribe | ${SITE.name}` },
  { name: "description", content: `Stop receiving the ${SITE.name} newsletter.` },
  { name: "robots", content: "noindex" },
];
