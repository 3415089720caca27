import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, tapTwice, type TestBrowser, waitForHydration } from "../support/browser";
import { confirmationLink, leaveLink } from "../support/mail";
import { siteUrl, testDb, uniqueEmail } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SUBSCRIBED = NEWSLETTER_MESSAGES.subscribed;
const LEAVE_MAILED = NEWSLETTER_MESSAGES.leaveMailed;

const state = async (email: string) =>
  (
    await testDb().query<{ state: string }>(
      "SELECT CASE WHEN pending_since IS NULL THEN 'confirmed' ELSE 'pending' END AS state FROM subscriptions WHERE lower(email) = lower($1)",
      [email],
    )
  )[0]?.state;

const rows = async (email: string) =>
  (await testDb().query("SELECT email FROM subscriptions WHERE lower(email) = lower($1)", [email])).length;

describe("the newsletter forms with JavaScript", () => {
  it("subscribe in place: no page load, message shown, field cleared", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(siteUrl());
    await waitForHydration(page);
    // A marker that a full page load would wipe out.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const email = uniqueEmail("js");
    const input = page.getByRole("textbox", { name: "Your e-mail address" });
    await input.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(SUBSCRIBED);
    await expect.poll(() => input.inputValue()).toBe("");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await rows(email)).toBe(1);
    const first = await page.locator("form.newsletter-form").innerHTML();

    // The same address again: the same answer, nothing on the page to say it was on the list.
    await input.fill(email.toUpperCase());
    const [again] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      page.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(again.status()).toBe(200);
    await expect.poll(() => input.inputValue()).toBe("");
    expect(await page.getByRole("status").textContent()).toBe(SUBSCRIBED);
    expect(await page.locator("form.newsletter-form").innerHTML()).toBe(first);
    expect(await rows(email)).toBe(1);
    await screenshot(page, "home-subscribed-1280");
    expect(problems()).toEqual([]);
  });

  it("shows the server's message beside the field, keeps the text and moves focus to it; refuses more than 64 characters before the @, in the browser and then beside the field from the server; and subscribes once on a double tap", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(siteUrl());
    await waitForHydration(page);
    const input = page.getByRole("textbox", { name: "Your e-mail address" });
    // The browser refuses an address without a dot in its domain, as the server does...
    await input.fill("cook@localhost");
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    // ...and where a browser lets it through anyway, the server's answer shows.
    await page.locator("form.newsletter-form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.locator(".field-error").textContent()).toContain("doesn't look like an e-mail address");
    expect(await input.inputValue()).toBe("cook@localhost");
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("status").textContent()).toBe("");

    const long = `${"a".repeat(65)}@example.com`;
    await input.fill(long);
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await page.locator("form.newsletter-form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => page.locator(".field-error").textContent())
      .toBe("The part before the @ can be 64 characters at most (this one has 65).");
    expect(await input.inputValue()).toBe(long);
    expect(await rows(long)).toBe(0);

    // A reader's form again, the browser's own check back on.
    await page.locator("form.newsletter-form").evaluate((form: HTMLFormElement) => (form.noValidate = false));
    const email = uniqueEmail("twice");
    await input.fill(email);
    const { disabledAtOnce, posts } = await tapTwice(page.getByRole("button", { name: "Subscribe" }));
    expect(disabledAtOnce).toBe(true);
    await expect.poll(() => page.getByRole("status").textContent()).toBe(SUBSCRIBED);
    // The answer came after both taps: a second post would have been sent by now.
    expect(posts).toHaveLength(1);
    expect(await rows(email)).toBe(1);
    expect(problems()).toEqual([]);
  });

  it("answers a typed address in place, and the mailed link's button takes it off the list", async () => {
    const email = uniqueEmail("js-leave");
    await testDb().query("INSERT INTO subscriptions (email) VALUES ($1)", [email]);
    const { page, problems } = await openPage(browser, { viewport: { width: 375, height: 812 } });
    await page.goto(`${siteUrl()}/unsubscribe`);
    await waitForHydration(page);
    const input = page.getByRole("textbox", { name: "E-mail address to unsubscribe" });
    await input.fill(email);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(LEAVE_MAILED);
    await expect.poll(() => input.inputValue()).toBe("");
    // Anyone could have typed it: still on the list until the mail's button is pressed.
    expect(await rows(email)).toBe(1);
    const first = await page.locator("form.newsletter-form").innerHTML();
    await input.fill(email);
    const [again] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      page.getByRole("button", { name: "Unsubscribe" }).click(),
    ]);
    expect(again.status()).toBe(200);
    await expect.poll(() => input.inputValue()).toBe("");
    expect(await page.getByRole("status").textContent()).toBe(LEAVE_MAILED);
    expect(await page.locator("form.newsletter-form").innerHTML()).toBe(first);
    await screenshot(page, "unsubscribe-mailed-375");

    await page.goto(await leaveLink(email));
    await waitForHydration(page);
    expect(await rows(email)).toBe(1);
    await Promise.all([page.waitForURL(/done=1/), page.getByRole("button", { name: "Unsubscribe" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are now unsubscribed");
    expect(await rows(email)).toBe(0);
    await screenshot(page, "unsubscribed-375");
    expect(problems()).toEqual([]);
  });
});

describe("confirming a subscription in the browser", () => {
  it("from the mail's link: a page with one button, which puts the address on the list", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(siteUrl());
    await waitForHydration(page);
    const email = uniqueEmail("js-confirm");
    await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(SUBSCRIBED);
    const link = await confirmationLink(email);
    expect(await state(email)).toBe("pending");

    await page.goto(link);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your subscription");
    expect(await page.locator("main form button").count()).toBe(1);
    await screenshot(page, "newsletter-confirm-390");
    expect(await axeViolations(page)).toEqual([]);
    expect(await state(email)).toBe("pending");

    await Promise.all([page.waitForURL(/done=1/), page.getByRole("button", { name: "Yes, send me the newsletter" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You're subscribed");
    expect(await page.getByRole("status").textContent()).toContain(email);
    await screenshot(page, "newsletter-confirmed-390");
    expect(await state(email)).toBe("confirmed");
    expect(problems()).toEqual([]);
  });
});

describe("the newsletter forms with JavaScript turned off", () => {
  it("subscribe by a plain form post that renders the message", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(siteUrl());
    const email = uniqueEmail("nojs");
    await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Subscribe" }).click()]);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("status").textContent()).toBe(SUBSCRIBED);
    expect(await rows(email)).toBe(1);
    await context.close();
  });

  it("unsubscribe by a plain form post", async () => {
    const email = uniqueEmail("nojs-leave");
    await testDb().query("INSERT INTO subscriptions (email) VALUES ($1)", [email]);
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/unsubscribe`);
    await page.getByRole("textbox", { name: "E-mail address to unsubscribe" }).fill(email);
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Unsubscribe" }).click()]);
    expect(await page.getByRole("status").textContent()).toBe(LEAVE_MAILED);
    expect(await rows(email)).toBe(1);
    await page.goto(await leaveLink(email));
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Unsubscribe" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are now unsubscribed");
    expect(await rows(email)).toBe(0);
    await context.close();
  });
});

describe("the home page at phone and desktop widths", () => {
  it.each([
    [375, 812],
    [1280, 900],
  ])("lays out the category cards at %ipx", async (width, height) => {
    const { page, problems } = await openPage(browser, { viewport: { width, height } });
    await page.goto(siteUrl());
    const boxes = await page.locator(".category-grid > li").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(boxes).toHaveLength(9);
    const gridWidth = await page.locator(".category-grid").evaluate((el) => el.getBoundingClientRect().width);
    if (width < 1024) for (const w of boxes) expect(w).toBeCloseTo(gridWidth * 0.9, 0);
    else for (const w of boxes) expect(w).toBe(300);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `home-${width}`);
    expect(problems()).toEqual([]);
  });
});
