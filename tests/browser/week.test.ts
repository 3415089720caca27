import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, layoutOf, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const WEEK = "/week?mon=moroccanharira.1&tue=beefstew.2&wed=alfredopastawithchickenandbroccoli.1&thu=lebanesechickenshawarma.1";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the week in a browser", () => {
  it("builds a week from the recipe pages with JavaScript: each page's form adds to the week opened last on this device", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/moroccanharira`);
    await waitForHydration(page);
    const form = page.locator("form.add-to-week");
    await form.getByLabel("Cook it on").selectOption("mon");
    await form.getByRole("button", { name: "Add to the week" }).click();
    await page.waitForURL(/\/week\?mon=moroccanharira\.1$/);
    await waitForHydration(page);
    // The stew at 2X from its own page goes onto the same week.
    await page.goto(`${siteUrl()}/beefstew?x=2`);
    await waitForHydration(page);
    await page.locator("form.add-to-week").getByLabel("Cook it on").selectOption("tue");
    await page.locator("form.add-to-week").getByRole("button", { name: "Add to the week" }).click();
    await page.waitForURL(/\/week\?mon=moroccanharira\.1&tue=beefstew\.2$/);
    await waitForHydration(page);
    await expect.poll(() => page.locator(".week-recipe").allTextContents()).toEqual(["Moroccan Harira", "Beef Stew"]);
    // Following a leftover's suggestion adds it, and that leftover goes.
    const hummus = page.getByRole("link", { name: /^Classic Hummus at 1\/2X uses it up/ });
    await hummus.click();
    await page.waitForURL(/classichummus\.0\.5/);
    await expect.poll(() => page.locator(".week-left").textContent()).not.toMatch(/can chickpeas/);
    expect(problems()).toEqual([]);
  });

  it("moves a recipe with its form, and refuses a scale it cannot take beside the field, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled });
      await page.goto(`${siteUrl()}/week?mon=moroccanharira.1&tue=beefstew.2`);
      if (javaScriptEnabled) await waitForHydration(page);
      const harira = page.getByRole("form", { name: "Change Moroccan Harira on Monday" });
      await harira.getByLabel("Day", { exact: true }).selectOption("fri");
      await harira.getByLabel("Scale").fill("2.7");
      await harira.getByRole("button", { name: "Change" }).click();
      await page.waitForURL(/\/week\?tue=beefstew\.2&fri=moroccanharira\.2\.7$/);
      const stew = page.getByRole("form", { name: "Change Beef Stew on Tuesday" });
      await stew.getByLabel("Scale").fill("9");
      await stew.getByRole("button", { name: "Change" }).click();
      await expect.poll(() => stew.locator(".field-error").textContent()).toMatch(/^“9” is not a scale/);
      expect(await stew.getByLabel("Scale").inputValue()).toBe("9");
      expect(problems()).toEqual([]);
    }
  });

  // One load a width: the theme follows the system's preference live, so the other theme's layout is read before the
  // scripts start and again after. Each width starts in a different theme, so either theme has the scripts start in it.
  it.each([
    [390, "light", "dark"],
    [1280, "dark", "light"],
  ] as const)("passes axe at %i px in the %s and the %s theme, and nothing moves when the scripts start", async (width, first, second) => {
    const { page, problems } = await openPage(browser, { viewport: { width, height: 900 }, colorScheme: first });
    const boxes = () => layoutOf(page, "main h2, main p, main li, main input, main button");
    await page.goto(`${siteUrl()}${WEEK}`);
    const before = { [first]: await boxes() };
    await page.emulateMedia({ colorScheme: second });
    before[second] = await boxes();
    await page.emulateMedia({ colorScheme: first });
    await waitForHydration(page);
    for (const colorScheme of [first, second]) {
      await page.emulateMedia({ colorScheme });
      expect(await boxes(), colorScheme).toEqual(before[colorScheme]);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await screenshot(page, `week-${width}-${colorScheme}`);
    }
    expect(problems()).toEqual([]);
  });
});
