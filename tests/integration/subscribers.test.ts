import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { unsubscribePath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET, ROOT } from "../../local/stack";
import { decode, postForm, randomIp, siteUrl, testDb, uniqueEmail } from "../support/site";
import { inject } from "vitest";
import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";
import { confirmationLink } from "../support/mail";

/** The confirmation page's button, as a reader presses it. */
async function pressConfirm(link: string) {
  const url = new URL(link);
  const res = await fetch(url, { method: "POST", redirect: "manual", headers: { origin: url.origin, "cf-connecting-ip": randomIp() } });
  expect(res.status).toBe(303);
}

const run = promisify(execFile);

/** `npm run subscribers` (tsx, without npm and its shell), as the owner runs it, against the tests' database and site. */
async function subscribersCsv(env: Record<string, string> = {}) {
  const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/subscribers.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), SITE_URL: siteUrl(), FORM_SECRET: LOCAL_FORM_SECRET, ...env },
  });
  const [header, ...lines] = stdout.trimEnd().split("\r\n");
  return { header, rows: lines.map((l) => l.split(",")), stderr };
}

const listed = async (email: string) =>
  (await testDb().query("SELECT 1 FROM subscriptions WHERE lower(email) = lower($1)", [email])).length > 0;

async function subscribe(email: string) {
  expect((await postForm("/?index", { email })).html).toContain(NEWSLETTER_MESSAGES.subscribed.replace("'", "&#x27;"));
}

/** A one-click POST as a mail provider sends it (RFC 8058): from its own server, no Origin or a foreign one. */
function providerPost(url: string, body = "List-Unsubscribe=One-Click", headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    // A client of its own unless given: the one-click limit counts per client.
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp(), ...headers },
    body,
  });
}

/** The one-click limiter's window: Miniflare's counts in fixed windows of its period, 10 s, from the clock's 0. */
const oneClickWindow = () => Math.floor(Date.now() / 10_000);
const ONE_CLICK_LIMIT = 20;

describe("npm run subscribers", () => {
  it("prints the list as CSV, each address with a signed one-click unsubscribe URL on the site", async () => {
    const email = uniqueEmail("csv");
    await subscribe(email);
    const { header, rows, stderr } = await subscribersCsv();
    expect(header).toBe("email,subscribed_at,unsubscribe_url,state");
    const row = rows.find((r) => r[0] === email)!;
    expect(row[3]).toBe("pending");
    expect(row[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(row[2]).toBe(`${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`);
    expect(stderr).toMatch(/\d+ subscribers from .*: \d+ confirmed, \d+ waiting for confirmation/);
    await pressConfirm(await confirmationLink(email));
    expect((await subscribersCsv()).rows.find((r) => r[0] === email)![3]).toBe("confirmed");
  });

  it("refuses to print links without the site's address for a database that is not local", async () => {
    await expect(
      run(process.execPath, ["--import", "tsx", "scripts/subscribers.ts"], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: "postgres://u:p@db.example.com/x", SITE_URL: "" },
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("Set SITE_URL"),
    });
  });
});

describe("the one-click unsubscribe link", () => {
  it("opened, asks with one button and changes nothing; the button unsubscribes and the page says so", async () => {
    const email = uniqueEmail("page");
    await subscribe(email);
    const url = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`;
    const asked = await fetch(url);
    const html = await asked.text();
    expect(asked.status).toBe(200);
    expect(decode(html)).toContain(`Stop sending the Small Batch Kitchen newsletter to <strong>${email}</strong>?`);
    expect(html).toMatch(
      /<form method="post" class="moderation-form"><input type="hidden" name="List-Unsubscribe" value="One-Click"\/><button type="submit" class="button button-danger">Unsubscribe<\/button><\/form>/,
    );
    expect(await listed(email)).toBe(true);

    // The page's own button: a same-site form post, then back to the page.
    const pressed = await providerPost(url, "List-Unsubscribe=One-Click", { origin: siteUrl(), "cf-connecting-ip": randomIp() });
    expect(pressed.status).toBe(303);
    expect(await listed(email)).toBe(false);
    const after = await fetch(new URL(pressed.headers.get("location")!, siteUrl()));
    expect(await after.text()).toContain("You are now unsubscribed");
    const again = await fetch(url);
    expect(await again.text()).toContain("You are already unsubscribed");
  });

  it("takes a mail provider's RFC 8058 POST, from another site or none, urlencoded or multipart", async () => {
    for (const [headers, body] of [
      [{}, "List-Unsubscribe=One-Click"],
      [{ origin: "https://mail.provider.example", "sec-fetch-site": "cross-site" }, "List-Unsubscribe=One-Click"],
    ] as const) {
      const email = uniqueEmail("provider");
      await subscribe(email);
      const res = await providerPost(`${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`, body, headers);
      expect(res.status).toBe(200);
      expect(await listed(email)).toBe(false);
    }
    const email = uniqueEmail("multipart");
    await subscribe(email);
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const res = await fetch(`${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`, {
      method: "POST",
      body: form,
      headers: { origin: "https://mail.provider.example" },
    });
    expect(res.status).toBe(200);
    expect(await listed(email)).toBe(false);
  });

  it("is not held to the forms' 10 a minute: a provider sends many readers' unsubscribes from one address", async () => {
    const ip = randomIp();
    const emails = Array.from({ length: 12 }, () => uniqueEmail("burst"));
    for (const email of emails) await subscribe(email);
    for (const email of emails) {
      const res = await providerPost(`${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`, "List-Unsubscribe=One-Click", {
        "cf-connecting-ip": ip,
      });
      expect(res.status).toBe(200);
    }
    for (const email of emails) expect(await listed(email)).toBe(false);
  });

  it("refuses the 21st from one client within its ten seconds with a 429, unsubscribing nobody, while other clients pass", async () => {
    const spent = uniqueEmail("flood");
    await subscribe(spent);
    const spentUrl = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, spent)}`;
    const status = async (res: Response) => (await res.arrayBuffer(), res.status);
    // All 21 must fall in one of the limiter's windows; a burst the window turned under is sent again from a new client,
    // for a new address (the turned window let the last one through, and unsubscribed it).
    let refused: { res: Response; kept: string; keptUrl: string } | undefined;
    for (let attempt = 0; attempt < 3 && !refused; attempt++) {
      const kept = uniqueEmail("flood-kept");
      await subscribe(kept);
      const keptUrl = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, kept)}`;
      const ip = randomIp();
      const began = oneClickWindow();
      const statuses: number[] = [];
      for (let i = 0; i < ONE_CLICK_LIMIT; i++)
        statuses.push(await status(await providerPost(spentUrl, undefined, { "cf-connecting-ip": ip })));
      const last = await providerPost(keptUrl, undefined, { "cf-connecting-ip": ip });
      if (oneClickWindow() !== began) continue;
      expect(statuses).toEqual(Array(ONE_CLICK_LIMIT).fill(200));
      refused = { res: last, kept, keptUrl };
    }
    const { res, kept, keptUrl } = refused!;
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("10");
    expect(await res.text()).toContain("<h1>Slow down a little</h1>");
    expect(await listed(kept)).toBe(true);
    // Another client (another provider's server) is not held up by the first one's flood.
    const other = await providerPost(keptUrl);
    expect(other.status).toBe(200);
    expect(await listed(kept)).toBe(false);
  });

  it.each([
    [
      "a changed signature",
      (u: URL) =>
        u.searchParams.set(
          "sig",
          u.searchParams.get("sig")!.replace(/^./, (c) => (c === "A" ? "B" : "A")),
        ),
    ],
    ["no signature", (u: URL) => u.searchParams.delete("sig")],
    ["another address", (u: URL) => u.searchParams.set("email", "someone-else@example.com")],
  ])("with %s gets a 403 page on GET and POST, and nobody is unsubscribed", async (_what, tamper) => {
    const email = uniqueEmail("tamper");
    await subscribe(email);
    const url = new URL(`${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`);
    tamper(url);
    const page = await fetch(url);
    expect(page.status).toBe(403);
    expect(await page.text()).toMatch(/This link isn(&#x27;|&#39;)t valid/);
    const post = await providerPost(url.toString());
    expect(post.status).toBe(403);
    expect(await post.text()).toMatch(/This link isn(&#x27;|&#39;)t valid/);
    expect(await listed(email)).toBe(true);
  });

  it("refuses a signed POST without the one-click body, and changes nothing", async () => {
    const email = uniqueEmail("nobody");
    await subscribe(email);
    const url = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`;
    for (const body of ["", "List-Unsubscribe=Yes", "other=One-Click"]) {
      const res = await providerPost(url, body);
      expect(res.status, body).toBe(400);
    }
    expect(await listed(email)).toBe(true);
  });

  it("answers other methods with a 4xx and changes nothing", async () => {
    const email = uniqueEmail("methods");
    await subscribe(email);
    const url = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`;
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await fetch(url, { method, headers: { origin: siteUrl() }, body: "List-Unsubscribe=One-Click" });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
    expect(await listed(email)).toBe(true);
  });

  it("leaves every other post under the same-site check", async () => {
    const res = await fetch(`${siteUrl()}/unsubscribe`, {
      method: "POST",
      headers: { origin: "https://mail.provider.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com",
    });
    expect(res.status).toBe(403);
  });
});
