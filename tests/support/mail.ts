/** The local mail stand-in, as tests read and switch it (local/mail.ts). */
import { expect } from "vitest";
import type { OutboxMail } from "../../local/server";
import { servicesUrl } from "./site";
import { moderationPath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";

export async function outbox(base = servicesUrl()): Promise<OutboxMail[]> {
  return (await (await fetch(`${base}/outbox`)).json()) as OutboxMail[];
}

/** The owner's mails about comment `id` so far. */
export async function mailsAbout(id: number, base = servicesUrl()): Promise<OutboxMail[]> {
  return (await outbox(base)).filter((m) => new RegExp(`#comment-${id}$`, "m").test(m.content?.[0]?.value ?? ""));
}

/** Waits for the owner's mail about comment `id`; returns its text. */
export async function mailAbout(id: number, base = servicesUrl()): Promise<string> {
  let text = "";
  await expect.poll(async () => (text = (await mailsAbout(id, base))[0]?.content?.[0]?.value ?? "")).not.toBe("");
  return text;
}

/**
 * The hide link of the owner's mail, and the show link its page offers once pressed (the mail itself offers only what
 * applies to a comment on the site: Hide).
 */
export async function moderationLinks(text: string): Promise<{ hide: string; show: string }> {
  const hide = text.match(/^Hide this comment: (\S+)$/m)![1];
  const id = Number(new URL(hide).pathname.split("/")[2]);
  return { hide, show: `${new URL(hide).origin}${await moderationPath(LOCAL_FORM_SECRET, id, "show")}` };
}

/** `link` with its signature's first character changed: a forgery that is never, by chance, the real one. */
export function forgedSig(link: string): string {
  return link.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
}

export async function setMailOutage(on: boolean, base = servicesUrl()): Promise<void> {
  const res = await fetch(`${base}/mail-outage`, { method: "POST", body: JSON.stringify({ on }) });
  if (!res.ok) throw new Error(`mail-outage answered ${res.status}`);
}

/** The mails the stand-in accepted for `email` (its first recipient), oldest first. */
export async function mailsTo(email: string, base = servicesUrl()): Promise<OutboxMail[]> {
  const lower = email.toLowerCase();
  return (await outbox(base)).filter((m) => m.personalizations?.some((p) => p.to?.some((t) => t.email.toLowerCase() === lower)));
}

/** Waits for the newsletter's confirmation mail to `email`; returns its link. */
export async function confirmationLink(email: string, base = servicesUrl()): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const text = (await mailsTo(email, base)).find((m) => m.subject?.startsWith("Confirm your subscription"))?.content?.[0]?.value;
      return (link = text?.match(/^(https?:\/\/\S+\/newsletter\/confirm\?\S+)$/m)?.[1] ?? "");
    })
    .not.toBe("");
  return link;
}

/** Waits for the "Leave the newsletter?" mail a typed unsubscribe sends to `email`; returns its link. */
export async function leaveLink(email: string, base = servicesUrl()): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const text = (await mailsTo(email, base)).find((m) => m.subject?.startsWith("Leave the"))?.content?.[0]?.value;
      return (link = text?.match(/^(https?:\/\/\S+\/unsubscribe\/one-click\?\S+)$/m)?.[1] ?? "");
    })
    .not.toBe("");
  return link;
}
