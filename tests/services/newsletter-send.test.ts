import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../app/utils/db.server";
import { ISSUES } from "../../app/readers-mail/issues";
import { unsubscribePath, verifyMailPage } from "../../app/mailing/signed-links.server";
import { migrate } from "../../local/database";
import { fireCron, LOCAL_FORM_SECRET, localWorkerVars, startServices, startWorker, type RunningWorker } from "../../local/stack";
import { PATIENT_DATABASE } from "../support/hang";
import { forgedSig, outbox } from "../support/mail";
import { getPage } from "../support/site";

// 10,000 readers on services of this file's own: an issue goes out in batches of 1,000 (MailChannels' limit),
// three a Cron run, through 429s and 5xx, a deploy (another worker) mid-send and an unsubscribe mid-send.
const READERS = 10_000;
const issue = ISSUES.find((i) => i.slug === "2026-11-26-soup-and-bread-weather")!;
const OWNER = "owner@example.com";

let services: Awaited<ReturnType<typeof startServices>>;
let db: Db;
let worker: RunningWorker;
const servicesBase = () => `http://127.0.0.1:${services.port}`;
// One public address across the deploy, as in production; requests go to whichever worker is running.
const SITE = "https://recipes.example.com";
// The sends' exact counts need every claim and record over 10,000 rows to come within the query timeout.
const vars = () => ({
  ...localWorkerVars(services.port),
  SITE_URL: SITE,
  NEWSLETTER_BATCHES_PER_RUN: "3",
  // The list's own sender, apart from the comment mails' MAIL_FROM.
  NEWSLETTER_FROM: "letters@news.example.com",
  ...PATIENT_DATABASE,
});
const local = (link: string) => link.replace(SITE, worker.url);

const reader = (n: number) => `reader${String(n).padStart(5, "0")}@example.com`;
const ownerMails = async () => (await outbox(servicesBase())).filter((m) => m.personalizations?.[0]?.to?.[0]?.email === OWNER);
const copies = async () =>
  (await (await fetch(`${servicesBase()}/outbox/recipients?subject=${encodeURIComponent(issue.subject)}`)).json()) as Record<
    string,
    number
  >;
const deliveries = async () =>
  Object.fromEntries(
    (
      await db.query<{ state: string; n: number }>(
        "SELECT state, count(*)::int AS n FROM newsletter_deliveries WHERE issue = $1 GROUP BY state",
        [issue.slug],
      )
    ).map((r) => [r.state, r.n]),
  );

beforeAll(async () => {
  services = await startServices({ dataDir: null });
  db = createDb(services.databaseUrl, { timeoutMs: 60_000 });
  await migrate(db);
  // One subscribed before confirmation existed, the rest confirmed; three who never confirmed.
  await db.query(
    "INSERT INTO subscriptions (email, confirmed_at) SELECT 'reader' || lpad(n::text, 5, '0') || '@example.com', now() FROM generate_series(0, $1::int - 1) n",
    [READERS],
  );
  await db.query("UPDATE subscriptions SET confirmed_at = NULL, subscribed_at = NULL WHERE email = $1", [reader(0)]);
  await db.query(
    "INSERT INTO subscriptions (email, pending_since) VALUES ('unconfirmed1@example.com', now()), ('unconfirmed2@example.com', now()), ('unconfirmed3@example.com', now())",
  );
  worker = await startWorker({ vars: vars() });
});
afterAll(async () => {
  await worker?.stop();
  await services?.close();
});

describe("sending an issue from the owner's inbox", () => {
  let sendLink = "";

  it("mails the owner one preview once the issue's date has come, with a signed link whose page only asks", async () => {
    await fireCron(worker.url);
    await fireCron(worker.url);
    const previews = (await ownerMails()).filter((m) => m.subject === `Preview: ${issue.subject}`);
    expect(previews).toHaveLength(1);
    const text = previews[0].content!.find((c) => c.type === "text/plain")!.value;
    sendLink = text.match(new RegExp(`^This is a preview[\\s\\S]*?Send to ${READERS} subscribers: (\\S+)$`, "m"))![1];
    expect(sendLink).toMatch(new RegExp(`^${SITE}/newsletter/send/${issue.slug}\\?t=\\d+&sig=`));
    expect(text).toContain("(The link opens a page with one button and works for 30 days;");
    expect(text).toContain(`the "You get this because you subscribed" line is theirs, not yours`);
    // The owner's own mail: no List-Id, so a filter on the list never hides the Send link.
    expect(previews[0].personalizations![0].headers!["List-Id"]).toBeUndefined();
    expect(previews[0].personalizations![0].headers!["Message-ID"]).toMatch(/^<[0-9a-f-]{36}@/);
    // Exactly the readers' mail, its unsubscribe link the owner's own.
    expect(text).toContain(`Unsubscribe: ${SITE}${await unsubscribePath(LOCAL_FORM_SECRET, OWNER)}`);
    // The count is the one as the mail went; the page has today's.
    expect(text).toContain(`That is the ${READERS} confirmed subscribers as this mail was sent; the page shows the count now`);
    expect(previews[0].content!.find((c) => c.type === "text/html")!.value).toContain(`Send to ${READERS} subscribers</a>`);
    expect(Object.keys(await copies())).toEqual([]);

    const page = await getPage(local(sendLink));
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Send to ${READERS} subscribers</button>`);
    const forged = await getPage(forgedSig(local(sendLink)));
    expect(forged.status).toBe(403);
    // Nothing goes out by itself.
    await fireCron(worker.url);
    expect(await deliveries()).toEqual({});
  });

  it("sends to every confirmed address exactly once through 429s, 5xx, a deploy and an unsubscribe mid-send, then reports", async () => {
    const press = () => fetch(local(sendLink), { method: "POST", redirect: "manual", headers: { origin: worker.url } });
    expect((await press()).status).toBe(303);
    expect((await press()).status).toBe(303);
    expect(await deliveries()).toEqual({ queued: READERS });

    await fetch(`${servicesBase()}/mail-failures`, { method: "POST", body: JSON.stringify({ statuses: [429, 503] }) });
    // A 429, then a 503: each stops its run, and the refused batch waits, queued, for the next.
    await fireCron(worker.url);
    expect(await deliveries()).toEqual({ queued: READERS });
    await fireCron(worker.url);
    expect(await deliveries()).toEqual({ queued: READERS });
    await fireCron(worker.url);
    expect(await deliveries()).toEqual({ sent: 3000, queued: READERS - 3000 });

    // Three readers near the end of the list leave while it goes out, by their mails' one-click links.
    const leaving = [reader(9997), reader(9998), reader(9999)];
    for (const email of leaving) {
      const res = await fetch(`${worker.url}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(200);
    }
    // A run that stopped after claiming two addresses, not knowing whether its batch went: they are not sent again.
    await db.query(
      "UPDATE newsletter_deliveries SET state = 'sending', claimed_until = now() - interval '1 minute' WHERE issue = $1 AND email = ANY($2)",
      [issue.slug, [reader(5000), reader(5001)]],
    );
    await fireCron(worker.url);
    expect(await deliveries()).toEqual({ sent: 6000, failed: 2, skipped: 3, queued: READERS - 6005 });

    // A deploy: this worker stops, another takes over mid-send.
    await worker.stop();
    worker = await startWorker({ vars: vars() });
    await fetch(`${servicesBase()}/mail-failures`, { method: "POST", body: JSON.stringify({ statuses: [500] }) });
    for (let run = 0; run < 10 && ((await deliveries()).queued ?? 0) > 0; run++) await fireCron(worker.url);
    expect(await deliveries()).toEqual({ sent: READERS - 5, failed: 2, skipped: 3 });

    const got = await copies();
    const expected = Array.from({ length: READERS }, (_, n) => reader(n)).filter(
      (e) => ![...leaving, reader(5000), reader(5001)].includes(e),
    );
    expect(Object.keys(got).sort()).toEqual(expected);
    expect(Object.values(got).every((n) => n === 1)).toBe(true);

    // Each copy carries its reader's own one-click unsubscribe, in the headers and in the text.
    const batch = (await outbox(servicesBase())).find((m) => m.subject === issue.subject)!;
    const p = batch.personalizations![0];
    const url = `${SITE}${await unsubscribePath(LOCAL_FORM_SECRET, p.to![0].email)}`;
    expect(p.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": "Small Batch Kitchen newsletter <newsletter.recipes.example.com>",
      "Message-ID": expect.stringMatching(/^<[0-9a-f-]{36}@news\.example\.com>$/),
    });
    // A Message-ID of each copy's own, across every batch.
    const ids = (await outbox(servicesBase()))
      .filter((m) => m.subject === issue.subject)
      .flatMap((m) => m.personalizations!.map((q) => q.headers!["Message-ID"]));
    expect(new Set(ids).size).toBe(READERS - 5);
    expect(batch.from).toEqual({ email: "letters@news.example.com", name: "Small Batch Kitchen" });
    expect(batch.reply_to).toEqual({ email: OWNER });
    // And its own "Your mail" page, signed for that reader, filled into the foot as the unsubscribe link is.
    expect(p.dynamic_template_data).toEqual({ unsubscribe_url: url, mail_page_url: expect.stringMatching(`^${SITE}/mail\\?email=`) });
    expect(await verifyMailPage(LOCAL_FORM_SECRET, new URL(p.dynamic_template_data!.mail_page_url))).toBe("ok");
    expect(new URL(p.dynamic_template_data!.mail_page_url).searchParams.get("email")).toBe(p.to![0].email);
    expect(batch.personalizations!.length).toBeLessThanOrEqual(1000);

    await fireCron(worker.url);
    const reports = (await ownerMails()).filter((m) => m.subject === `Sent: ${issue.subject}`);
    expect(reports).toHaveLength(1);
    // The owner's own mail: no List-Id, so a filter on the list never hides it.
    expect(reports[0].personalizations![0].headers!["List-Id"]).toBeUndefined();
    const report = reports[0].content![0].value;
    expect(report).toContain(`Sent: ${READERS - 5}`);
    expect(report).toMatch(/^Failed: 2 /m);
    expect(report).toMatch(/^Skipped: 3 /m);
    expect((await getPage(local(sendLink))).html).toContain("has gone out");
  });
});
