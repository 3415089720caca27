/** "Serve at" and "Scale to what you have" in a real browser, with JavaScript and without. */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRecipe } from "../../app/recipes/index";
import { scaleIngredient } from "../../app/amounts/scale";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };
const bread = getRecipe("artisanbread");
const flourAt = (scale: number) => scaleIngredient(bread.dry[0], scale).amount;
const listAmount = (page: Page, item: string) =>
  page.locator(".ingredients .ingredient-list li", { hasText: item }).first().locator(".amount").textContent();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe("the serving day", () => {
  it("starts as the reader's own today with JavaScript, in their time zone, and stays empty without it", async () => {
    // 20:00 UTC on 25 November is already the 26th in Auckland.
    for (const [javaScriptEnabled, expected] of [
      [true, "2026-11-26"],
      [false, ""],
    ] as const) {
      const { page, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled, timezoneId: "Pacific/Auckland" });
      await page.clock.setFixedTime(new Date("2026-11-25T20:00:00Z"));
      await page.goto(`${siteUrl()}/artisanbread`);
      if (javaScriptEnabled) await waitForHydration(page);
      // The form's code loads as the reader nears it (decision 021).
      await page.getByLabel("Day (optional)").scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByLabel("Day (optional)").inputValue()).toBe(expected);
      expect(problems()).toEqual([]);
    }
  });
});

/** Sends the "serve at" form as a reader fills it in (the quiet hours as they start, unless given), and waits for the address to carry the plan. */
async function serveAt(page: Page, serve: string, day: string, quiet = { from: "22:00", to: "07:00" }) {
  const form = page.locator("form.serve-form");
  await form.getByLabel("Time to eat").fill(serve);
  await form.getByLabel("Day (optional)").fill(day);
  await form.getByLabel("No hands-on work from").fill(quiet.from);
  await form.getByLabel("until").fill(quiet.to);
  await form.getByRole("button", { name: "Plan it" }).click();
  await expect.poll(() => query(page)).toEqual({ serve, day, "quiet-from": quiet.from, "quiet-to": quiet.to });
  // The form is a plain GET, a new document even with scripts: the steps below the plan may still be arriving.
  await page.waitForLoadState("domcontentloaded");
  return form;
}

/** Sends the "scale to what you have" form as a reader fills it in. */
async function scaleTo(page: Page, item: string, amount: string, unit: string) {
  const form = page.locator("form.have-form");
  await form.getByLabel("Ingredient").selectOption(item);
  await form.getByLabel("How much").fill(amount);
  await form.getByLabel("Unit").selectOption(unit);
  await form.getByRole("button", { name: "Scale" }).click();
  return form;
}

describe.each([true, false])("with JavaScript %s", (javaScriptEnabled) => {
  // One page a test, going from one address to the next as a reader would: a context and a first load of the
  // scripts each cost more than the page itself.
  async function go(page: Page, path: string) {
    // Without scripts the forms are all in the HTML: waiting for every picture as well once stalled 30 s under load.
    await page.goto(`${siteUrl()}${path}`, { waitUntil: javaScriptEnabled ? "load" : "domcontentloaded" });
    if (javaScriptEnabled) await waitForHydration(page);
  }
  async function open(path: string) {
    const opened = await openPage(browser, { ...PHONE, javaScriptEnabled });
    await go(opened.page, path);
    return opened;
  }

  it("plans pancakes, which have no wait worth a reminder, with a calendar file that only says when to begin, and says what is wrong with a missing or junk time, by the field, and keeps the rest", async () => {
    const { page, problems } = await open("/pancakes");
    await serveAt(page, "08:00", "2026-11-26");
    await expect.poll(() => page.locator(".plan-start").textContent()).toMatch(/^Start at 7:\d\d am on Thu 26 Nov to eat at 8:00 am/);
    const link = page.getByRole("link", { name: "Add when to begin and the waits to your calendar (.ics)" });
    const res = await page.request.get(new URL((await link.getAttribute("href"))!, siteUrl()).href);
    expect((await res.text()).match(/SUMMARY:[^\r]*/g)).toEqual(["SUMMARY:Pancakes: begin (step 1)"]);

    await go(page, "/artisanbread?x=2");
    const form = page.locator("form.serve-form");
    await form.getByLabel("Day (optional)").fill("2026-11-26");
    await form.getByRole("button", { name: "Plan it" }).click();
    await expect.poll(() => form.locator(".field-error").allTextContents()).toEqual(["Give the time to eat, such as 18:30."]);
    expect(await form.getByLabel("Time to eat").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByLabel("Day (optional)").inputValue()).toBe("2026-11-26");
    expect(query(page)).toMatchObject({ x: "2", serve: "" });

    const junk = await page.goto(`${siteUrl()}/artisanbread?serve=junk`);
    expect(junk?.status()).toBe(400);
    expect(await page.locator("form.serve-form .field-error").textContent()).toBe(
      "“junk” is not a time: give hours and minutes, such as 18:30.",
    );
    expect(await page.locator(".step-plan").count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  it("plans the bread back from the time to eat, step by step, with its calendar file, and keeps the quiet hours the reader fills in: the bread for dinner is mixed before they begin, and baked after", async () => {
    const { page, problems } = await open("/artisanbread");
    let form = await serveAt(page, "12:00", "2026-11-26");
    await expect
      .poll(() => page.locator(".plan-start").textContent())
      .toBe("Start at 6:55 pm on Wed 25 Nov to eat at 12:00 pm on Thu 26 Nov. Each step below says when to begin it.");
    expect(await page.locator(".step-plan").count()).toBe(8);
    expect(await page.locator(".step", { hasText: "Step 3" }).locator(".step-plan").textContent()).toBe(
      "Start 7:04 pm, Wed 25 Nov · 14 hrs",
    );
    // The form keeps what was given.
    expect(await form.getByLabel("Time to eat").inputValue()).toBe("12:00");
    const link = page.getByRole("link", { name: "Add when to begin and the waits to your calendar (.ics)" });
    const res = await page.request.get(new URL((await link.getAttribute("href"))!, siteUrl()).href);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    // A reminder to begin, and one for each long wait.
    expect((await res.text()).match(/BEGIN:VEVENT/g)).toHaveLength(7);
    if (javaScriptEnabled) {
      await page.locator("#serve-at-heading").scrollIntoViewIfNeeded();
      await screenshot(page, "serve-at-artisanbread-390");
      expect(await axeViolations(page)).toEqual([]);
    }
    // Two loaves bake one after the other, and twice the flour is weighed and mixed: the plan at 2X starts 64 minutes earlier.
    await page.getByRole("link", { name: "2X" }).click();
    await expect.poll(() => page.locator(".plan-start").textContent()).toMatch(/^Start at 5:51 pm on Wed 25 Nov/);
    expect(query(page)).toEqual({ x: "2", serve: "12:00", day: "2026-11-26", "quiet-from": "22:00", "quiet-to": "07:00" });
    // The second loaf is baked after the first, as the material note says.
    expect(await page.locator(".step", { hasText: "Step 7" }).locator(".step-plan").textContent()).toBe(
      "Start 9:39 am, Thu 26 Nov · 20 mins each; the next loaf at 10:40 am",
    );

    await go(page, "/artisanbread");
    form = await serveAt(page, "18:30", "2026-11-26", { from: "21:00", to: "08:00" });
    await expect.poll(() => page.locator(".plan-start").textContent()).toMatch(/^Start at 8:\d\d pm on Wed 25 Nov to eat at 6:30 pm/);
    expect(await page.locator(".plan-quiet").textContent()).toBe(
      "Nothing needs your hands between 9:00 pm and 8:00 am; only waits run through the night.",
    );
    expect(await page.locator(".step").nth(3).locator(".step-plan").textContent()).toMatch(
      /^Start (8|9|10|11):\d\d am, Thu 26 Nov · 1 hr 5 mins$/,
    );
    expect(await form.getByLabel("No hands-on work from").inputValue()).toBe("21:00");
    // The scale links keep them.
    await page.getByRole("link", { name: "3X" }).click();
    await expect.poll(() => query(page)).toEqual({ x: "3", serve: "18:30", day: "2026-11-26", "quiet-from": "21:00", "quiet-to": "08:00" });
    // The address changes before the new plan is drawn, so wait for the plan itself.
    await expect
      .poll(() => page.locator(".step").nth(3).locator(".step-plan").textContent())
      .toMatch(/· 1 hr 5 mins each; the next loaf at \d+:\d\d (am|pm) and \d+:\d\d pm$/);
    if (javaScriptEnabled) {
      await page.locator("#serve-at-heading").scrollIntoViewIfNeeded();
      await screenshot(page, "serve-at-quiet-hours-artisanbread-390");
      expect(await axeViolations(page)).toEqual([]);
    }

    // A quiet hour it cannot read is refused by its field, the rest kept.
    await page.goto(`${siteUrl()}/artisanbread?serve=18%3A30&quiet-from=late`);
    expect(await page.locator("form.serve-form .field-error").allTextContents()).toEqual([
      "“late” is not a time: give hours and minutes, such as 22:00.",
    ]);
    // A time field cannot show "late", but the page sends it back as it came.
    expect(await page.locator("form.serve-form").getByLabel("No hands-on work from").getAttribute("value")).toBe("late");
    expect(problems()).toEqual([]);
  });

  it("scales the recipe to the flour there is, says the scale, and leaves it for a button's scale; refuses an amount it can't read or can't scale to, by the field, keeping it", async () => {
    const { page, problems } = await open("/artisanbread");
    const form = await scaleTo(page, "bread flour", "250", "g");
    await expect.poll(() => listAmount(page, "bread flour")).toBe(flourAt(0.6));
    expect(query(page)).toEqual({ have: "bread flour", amount: "250", unit: "g" });
    expect(await form.locator(".plan-result").textContent()).toMatch(
      /^Scaled 0\.6X to your 250 g of bread flour: the recipe uses 240 g of it\./,
    );
    expect(await page.locator(".ingredients p.servings").textContent()).toBe("Scaled 0.6X: makes 2/3 loaf · 7 slices");
    expect(await form.getByLabel("How much").inputValue()).toBe("250");
    expect(await page.getByRole("group", { name: "Scale the recipe" }).locator('[aria-current="true"]').allTextContents()).toEqual([
      "0.6X",
    ]);
    if (javaScriptEnabled) {
      await page.locator("#have-heading").scrollIntoViewIfNeeded();
      await screenshot(page, "scale-to-what-you-have-390");
      expect(await axeViolations(page)).toEqual([]);
    }

    // A standard scale link leaves "what you have" behind.
    await page.getByRole("link", { name: "3X" }).click();
    await expect.poll(() => listAmount(page, "bread flour")).toBe(flourAt(3));
    expect(query(page)).toEqual({ x: "3" });

    // 800 g is exactly 2X: the page says so, in the reader's words, with 2X marked.
    await scaleTo(page, "bread flour", "800", "g");
    await expect.poll(() => query(page)).toEqual({ have: "bread flour", amount: "800", unit: "g" });
    await expect.poll(() => listAmount(page, "bread flour")).toBe(flourAt(2));
    expect(await form.locator(".plan-result").textContent()).toMatch(/^Scaled 2X to your 800 g of bread flour/);
    expect(await page.getByRole("group", { name: "Scale the recipe" }).locator('[aria-current="true"]').allTextContents()).toEqual(["2X"]);

    await go(page, "/artisanbread?units=metric");
    for (const [amount, message] of [
      ["lots", "Say how much you have as a number above 0, such as 250, 1.5 or 1 1/2."],
      ["99000", "That is more than 5 times the 400 g the recipe uses: the most it scales to is 5X, 2 kg."],
      ["-3", "Say how much you have as a number above 0, such as 250, 1.5 or 1 1/2."],
    ]) {
      const form = await scaleTo(page, "bread flour", amount, "g");
      await expect.poll(() => form.locator(".field-error").allTextContents(), { message: amount }).toEqual([message]);
      expect(await form.getByLabel("How much").inputValue()).toBe(amount);
      expect(await form.getByLabel("How much").getAttribute("aria-invalid")).toBe("true");
      expect(await listAmount(page, "bread flour")).toBe(scaleIngredient(bread.dry[0], 1, { units: "metric" }).amount);
    }
    expect(problems()).toEqual([]);
  });
});

describe("the rolls for breakfast", () => {
  it("plans them for 8:00 the make-ahead way, shaped the evening before, at phone width", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/cinnamonrolls?serve=08%3A00&day=2026-11-29`);
    await waitForHydration(page);
    expect(await page.locator(".plan-start").textContent()).toBe(
      "Start at 8:20 pm on Sat 28 Nov to eat at 8:00 am on Sun 29 Nov. Each step below says when to begin it.",
    );
    expect(await page.locator(".plan-quiet").textContent()).toMatch(/^Planned the make-ahead way, as the tip of step 8 says/);
    await page.locator(".serve-form").scrollIntoViewIfNeeded();
    await screenshot(page, "cinnamonrolls-serve-0800-390");
    expect(problems()).toEqual([]);
  });
});
