// The newsletter's share of each Cron run (worker/newsletter.ts wires it): unconfirmed addresses expired, the welcomes
// that failed, previews to the owner, the sends in batches, the reports. docs/owners-inbox.md
import { ONE_CLICK_FIELD, SEND_LINK_DAYS } from "~/mailing/mailing-list";
import { sendIssuePath, unsubscribePath } from "~/mailing/signed-links.server";
import type { Db } from "~/utils/db.server";
import type { SendBatch, SendReaderMail } from "~/utils/load-context";
import { issueMail, MAIL_PAGE_FIELD, personalIssueMail, subscribersText, UNSUBSCRIBE_FIELD } from "./issue-mail";
import { ISSUES, publishedIssues } from "./issues";
import { mailPageUrl } from "./mail-page-link.server";
import {
  claimBatch,
  claimPreview,
  confirmedCount,
  finishSend,
  previewedIssues,
  recordBatch,
  recordReport,
  releasePreview,
  sendState,
  sendsUnderWay,
  unreportedSends,
} from "./newsletter-send.server";
import { claimDueWelcomes, forgetUnconfirmed } from "./subscription.server";
import { sendWelcome } from "./welcome.server";

const WELCOMES_PER_RUN = 3;

/** Every run, mail or none: an address not confirmed within its week is forgotten. */
export async function expireUnconfirmed(db: Db): Promise<void> {
  const removed = await forgetUnconfirmed(db);
  if (removed > 0) console.log(`newsletter: ${removed} unconfirmed addresses expired`);
}

/** What a run sends with: the mailers, the owner's address (previews and reports), and this run's batches. */
export interface NewsletterRun {
  sendOne: SendReaderMail;
  sendBatch: SendBatch;
  owner: string | null;
  origin: string;
  secret: string;
  batchSize: number;
  batchesPerRun: number;
}

export async function sendNewsletter(db: Db, run: NewsletterRun, now: Date): Promise<void> {
  const { sendOne, sendBatch, owner, origin, secret, batchSize, batchesPerRun } = run;
  // Welcomes whose confirming request could not send them: few, so a few a run (a claim, then a mail and a record each).
  for (const email of await claimDueWelcomes(db, WELCOMES_PER_RUN)) await sendWelcome(db, sendOne, secret, origin, email);

  if (owner) await sendPreviews(db, sendOne, owner, origin, secret, now);
  let batches = batchesPerRun;
  for (const slug of await sendsUnderWay(db)) {
    const issue = ISSUES.find((i) => i.slug === slug);
    if (!issue) {
      console.error(`newsletter: issue ${slug} is being sent but its file is gone; it waits until the file is back`);
      continue;
    }
    const mail = issueMail(issue, origin);
    while (batches > 0) {
      const emails = await claimBatch(db, slug, batchSize);
      if (emails.length === 0) break;
      batches--;
      const to = await Promise.all(
        emails.map(async (email) => {
          const url = `${origin}${await unsubscribePath(secret, email)}`;
          return {
            email,
            data: { [UNSUBSCRIBE_FIELD]: url, [MAIL_PAGE_FIELD]: await mailPageUrl(secret, origin, email) },
            headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": `${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}` },
          };
        }),
      );
      const outcome = await sendBatch(mail, to);
      await recordBatch(db, slug, emails, outcome === "retry" ? "queued" : outcome);
      // The mail API asked us to slow down or is down: the rest waits for the next run.
      if (outcome === "retry") batches = 0;
    }
    const done = await finishSend(db, slug);
    if (done) console.log(`newsletter: ${slug} done: ${done.sent} sent, ${done.failed} failed, ${done.skipped} skipped`);
  }
  if (owner) {
    for (const slug of await unreportedSends(db)) {
      const s = await sendState(db, slug);
      if (!s) continue;
      const subject = ISSUES.find((i) => i.slug === slug)?.subject ?? slug;
      await sendOne({
        to: owner,
        toOwner: true,
        subject: `Sent: ${subject}`,
        text: [
          `"${subject}" has gone out to the newsletter list.`,
          "",
          `Sent: ${s.sent}`,
          `Failed: ${s.failed} (the mail service refused them, or a run stopped not knowing whether they went; none is sent twice)`,
          `Skipped: ${s.skipped} (unsubscribed before their turn)`,
          "",
          `Read it on the site: ${origin}/newsletter/${slug}`,
        ].join("\n"),
      });
      await recordReport(db, slug);
    }
  }
}

async function sendPreviews(db: Db, send: SendReaderMail, owner: string, origin: string, secret: string, now: Date) {
  const previewed = await previewedIssues(db);
  const due = publishedIssues(now).filter((i) => !previewed.has(i.slug));
  if (due.length === 0) return;
  const count = await confirmedCount(db);
  for (const issue of due) {
    if (!(await claimPreview(db, issue.slug))) continue;
    const ownCopy = personalIssueMail(
      issueMail(issue, origin),
      `${origin}${await unsubscribePath(secret, owner)}`,
      await mailPageUrl(secret, origin, owner),
    );
    const link = `${origin}${await sendIssuePath(secret, issue.slug, now.getTime())}`;
    const note = `This is a preview of "${issue.subject}", exactly as each reader will get it, its foot too (the "You get this because you subscribed" line is theirs, not yours). Nothing has been sent to anyone else.`;
    const action = `Send to ${subscribersText(count)}: ${link}`;
    // The count ages with the mail: say when it was taken, and where the current one is.
    const countNote = `${count === 1 ? "That is the one confirmed subscriber" : `That is the ${count} confirmed subscribers`} as this mail was sent; the page shows the count now, and lets you send yourself a test first.`;
    try {
      await send({
        to: owner,
        toOwner: true,
        subject: `Preview: ${ownCopy.subject}`,
        text: `${note}\n${action}\n(The link opens a page with one button and works for ${SEND_LINK_DAYS} days; nothing goes out until you press it. ${countNote})\n\n${ownCopy.text}`,
        html: ownCopy.html.replace(
          /<body([^>]*)>/,
          `<body$1><div style="max-width:600px;margin:16px auto 0;padding:14px 18px;background:#fff3d6;border:1px solid #e3c27a;border-radius:8px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#2b2118;">${note} <a href="${link}" style="color:#9a3412;font-weight:bold;">Send to ${subscribersText(count)}</a> (the link opens a page with one button and works for ${SEND_LINK_DAYS} days). ${countNote}</div>`,
        ),
      });
      console.log(`newsletter: preview of ${issue.slug} sent to the owner`);
    } catch (e) {
      await releasePreview(db, issue.slug);
      console.error(`newsletter: preview of ${issue.slug} not sent (${e instanceof Error ? e.message : e}); tried again next run`);
    }
  }
}
