// The "Your mail" page's forms (./mail-page.server.ts): a button on one item (the newsletter, or a thread by its top
// comment's id), or a typed address asking for a fresh link.
import type { FormReading } from "~/forms/guard.server";
import { REFUSALS } from "~/forms/guard.server";
import { sentText } from "~/forms/read.server";
import { readNewsletterForm } from "./newsletter-schema.server";

export type MailItem = "newsletter" | number;

export type MailForm = { intent: "link"; email: string } | { intent: "stop" | "start"; item: MailItem };

/** `item`: the button's item as sent, null for the fresh-link form; `email`: what was typed there. */
export type MailEcho = { email: string; item: string | null };

export function readMailForm(form: FormData): FormReading<MailForm, MailEcho, "email"> {
  const intent = sentText(form, "intent");
  if (intent === "link") {
    const read = readNewsletterForm(form);
    const echo = { email: read.echo.email, item: null };
    return read.ok ? { ok: true, value: { intent, email: read.value.email }, echo } : { ok: false, errors: read.errors, echo };
  }
  const sent = sentText(form, "item");
  const item: MailItem | null = sent === "newsletter" ? sent : /^[1-9][0-9]{0,15}$/.test(sent) ? Number(sent) : null;
  const echo = { email: "", item: intent === "stop" || intent === "start" ? sent.slice(0, 20) : null };
  if ((intent === "stop" || intent === "start") && item !== null) return { ok: true, value: { intent, item }, echo };
  return { ok: false, errors: { form: REFUSALS.unreadable }, echo };
}
