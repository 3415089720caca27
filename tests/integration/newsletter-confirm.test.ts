import { describe, expect, it } from "vitest";
import { confirmPath } from "../../app/mailing/signed-links.server";
import { fireCron, LOCAL_FORM_SECRET } from "../../local/stack";
import { confirmationLink, mailsTo } from "../support/mail";
import { getPage, postForm, randomIp, siteLog, siteUrl, statusMessage, testDb, uniqueEmail } from "../support/site";

const DAY_MS = 24 * 3600 * 1000;

const stateOf = async (email: string) =>
  (
    await testDb().query<{ pending: boolean; confirmed: boolean }>(
      "SELECT pending_since IS NOT NULL AS pending, confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE lower(email) = lower($1)",
      [email],
    )
  )[0] ?? null;

/** The confirm page's button, pressed as a browser without JavaScript presses it. */
function pressConfirm(link: string, ip = randomIp()) {
  const url = new URL(link);
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url.origin, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
    body: "",
  });
}

const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];

describe("double opt-in without JavaScript", () => {
  it("stores a new address unconfirmed, mails it a signed link whose page only asks, and its button confirms", async () => {
    const email = uniqueEmail("optin");
    const res = await postForm("/?index", { email });
    expect(res.status).toBe(200);
    expect(statusMessage(res.html)).toContain("check your inbox");
    expect(await stateOf(email)).toEqual({ pending: true, confirmed: false });

    const link = await confirmationLink(email);
    expect(link.startsWith(`${siteUrl()}/newsletter/confirm?`)).toBe(true);
    const [mail] = await mailsTo(email);
    expect(mail.content?.[0]?.value).toContain("The link works for 7 days");

    // Opening the link (as a mail scanner does) changes nothing.
    const asked = await getPage(link);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toBe("no-store");
    expect(heading(asked.html)).toBe("Confirm your subscription");
    expect(asked.html).toMatch(/<form method="post"[^>]*>\s*<button type="submit" class="button">Yes, send me the newsletter<\/button>/);
    expect(await stateOf(email)).toEqual({ pending: true, confirmed: false });

    const pressed = await pressConfirm(link);
    expect(pressed.status).toBe(303);
    const done = await getPage(new URL(pressed.headers.get("location")!, siteUrl()).href);
    expect(heading(done.html)).toBe("You&#x27;re subscribed");
    expect(await stateOf(email)).toEqual({ pending: false, confirmed: true });

    // Pressed twice (a second tab): still one row, on the list, and the page says so.
    const again = await pressConfirm(link);
    expect(again.status).toBe(303);
    expect(heading((await getPage(link)).html)).toBe("You&#x27;re already subscribed");
  });

  it("mails nothing to an address already on the list, one from before confirmation existed included, and it stays on", async () => {
    const old = uniqueEmail("before-optin");
    // As the original site wrote rows: no pending_since, no confirmed_at.
    await testDb().query("INSERT INTO subscriptions (email) VALUES ($1)", [old]);
    const fresh = uniqueEmail("after-optin");
    const [onList, notOnList] = [await postForm("/?index", { email: old }), await postForm("/?index", { email: fresh })];
    expect(onList.status).toBe(notOnList.status);
    expect(statusMessage(onList.html)).toBe(statusMessage(notOnList.html));
    // The new address's mail comes; by then the old one's would have been taken (both posts had answered).
    await confirmationLink(fresh);
    expect(await mailsTo(old)).toEqual([]);
    expect(await stateOf(old)).toEqual({ pending: false, confirmed: false });
    const list = await testDb().query<{ email: string }>(
      "SELECT email FROM subscriptions WHERE pending_since IS NULL AND lower(email) = lower($1)",
      [old],
    );
    expect(list).toHaveLength(1);
  });

  it("sends at most 3 confirmation mails to one address a day, however often it is entered", async () => {
    const email = uniqueEmail("thrice");
    const refusedBefore = siteLog().split("had today's confirmation mails").length;
    for (let i = 0; i < 5; i++) expect((await postForm("/?index", { email: i % 2 ? email.toUpperCase() : email })).status).toBe(200);
    // Every post's mail work ends in a mail or in the refusal's log line.
    await expect.poll(() => siteLog().split("had today's confirmation mails").length - refusedBefore).toBe(2);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(3);
    expect(await testDb().query("SELECT 1 FROM subscriptions WHERE lower(email) = lower($1)", [email])).toHaveLength(1);
  });

  it("refuses a link whose signature, address or date was changed, and confirms nothing", async () => {
    const email = uniqueEmail("forged");
    await postForm("/?index", { email });
    const link = new URL(await confirmationLink(email));
    const other = new URL(link);
    other.searchParams.set("email", uniqueEmail("someone-else"));
    const later = new URL(link);
    later.searchParams.set("t", String(Number(link.searchParams.get("t")) + DAY_MS));
    const cut = new URL(link);
    cut.searchParams.set("sig", link.searchParams.get("sig")!.slice(0, 20));
    for (const bad of [other, later, cut]) {
      const page = await getPage(bad.href);
      expect(page.status).toBe(403);
      expect(heading(page.html)).toBe("This link isn&#x27;t valid");
      expect((await pressConfirm(bad.href)).status).toBe(403);
    }
    expect(await stateOf(email)).toEqual({ pending: true, confirmed: false });
  });

  it("expires after 7 days: an old link and an old unconfirmed row are refused with 410, and the Cron Trigger forgets the row", async () => {
    const email = uniqueEmail("expired");
    await testDb().query("INSERT INTO subscriptions (email, pending_since) VALUES ($1, now() - interval '7 days 1 minute')", [email]);
    const fresh = uniqueEmail("six-days");
    await testDb().query("INSERT INTO subscriptions (email, pending_since) VALUES ($1, now() - interval '6 days')", [fresh]);
    const oldLink = `${siteUrl()}${await confirmPath(LOCAL_FORM_SECRET, email, Date.now() - 7 * DAY_MS - 60_000)}`;
    const newLinkOldRow = `${siteUrl()}${await confirmPath(LOCAL_FORM_SECRET, email, Date.now() - 1000)}`;
    for (const link of [oldLink, newLinkOldRow]) {
      const page = await getPage(link);
      expect(page.status).toBe(410);
      expect(heading(page.html)).toBe("This link has expired");
      expect((await pressConfirm(link)).status).toBe(410);
    }
    expect(await stateOf(email)).toEqual({ pending: true, confirmed: false });

    await fireCron(siteUrl());
    expect(await stateOf(email)).toBeNull();
    expect(await stateOf(fresh)).toEqual({ pending: true, confirmed: false });
    // Entered again, it starts a new week with a new mail.
    await postForm("/?index", { email });
    expect(await confirmationLink(email)).toContain("/newsletter/confirm?");
  });
});
