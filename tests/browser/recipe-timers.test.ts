import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

// The offline worker only where a page loads again, as it could answer then: elsewhere, installed at the first tap,
// it would fetch the whole build for nothing.
let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const step = (page: Page, n: number) => page.locator(".directions .step").nth(n - 1);
const inStep = (page: Page, n: number) => step(page, n).locator(".step-timer-left").first().innerText();
// A step's timer buttons come with the step's own effect, a moment after the root's marks the page hydrated: poll them.
const timerButtons = (page: Page, n: number) => step(page, n).getByRole("button").allTextContents();
const tray = (page: Page) => page.getByRole("region", { name: "Step timers" });
// A page's scripts start in an idle callback after its load event, which a paused clock never runs, or at the
// reader's first key.
async function hydrateWithClockPaused(page: Page) {
  await page.keyboard.press("Shift");
  await waitForHydration(page);
}
const trayLine = (page: Page, text: string) => tray(page).getByRole("listitem").filter({ hasText: text });

describe("step timers in a browser", () => {
  it("offers no timer with JavaScript off, and a button for each time a step names with it on", async () => {
    const off = await openPage(browser, { javaScriptEnabled: false });
    await off.page.goto(`${siteUrl()}/marinara`);
    expect(await step(off.page, 4).innerText()).toContain("simmer uncovered for 20 to 25 minutes");
    expect(await off.page.locator(".directions").getByRole("button").count()).toBe(0);
    expect(off.problems()).toEqual([]);
    await off.context.close();

    const { page, context, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    await expect.poll(() => timerButtons(page, 4)).toEqual(["Start 20-minute timer for step 4"]);
    expect(await step(page, 4).getByRole("group", { name: "Timers for step 4" }).count()).toBe(1);
    // A step that names no time gets no button.
    expect(await step(page, 1).getByRole("button").count()).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("times the bread's rise as the serve-at plan does: 14 hours for dinner at 6:30 pm, the prose's 12 without a plan", async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/artisanbread?serve=18%3A30`);
    await waitForHydration(page);
    expect(await step(page, 3).locator(".step-plan").innerText()).toContain("14 hrs");
    await expect.poll(() => timerButtons(page, 3)).toEqual(["Start 14-hour timer for step 3"]);
    await page.goto(`${siteUrl()}/artisanbread`);
    await waitForHydration(page);
    await expect.poll(() => timerButtons(page, 3)).toEqual(["Start 12-hour timer for step 3"]);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("runs two timers at once, shown in their steps and in the tray, through cook mode and a change of scale", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.clock.install();
    await page.addInitScript(() => {
      const w = window as unknown as { buzzes: unknown[]; beeps: number };
      w.buzzes = [];
      w.beeps = 0;
      Object.defineProperty(navigator, "vibrate", { value: (p: unknown) => w.buzzes.push(p) > 0, configurable: true });
      const make = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.beeps++;
        return make.call(this);
      };
      const lock = { release: async () => {}, addEventListener: () => {} };
      Object.defineProperty(navigator, "wakeLock", { value: { request: async () => lock }, configurable: true });
    });
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    // From here the page's time moves only when the test moves it: the real seconds its clicks and navigation take,
    // more under load, would otherwise show in the countdowns.
    await page.clock.pauseAt(Date.now() + 60_000);
    expect(await tray(page).count()).toBe(0);

    await page.getByRole("button", { name: "Start 10-minute timer for step 3" }).click();
    await page.getByRole("button", { name: "Start 2-minute timer for step 4" }).click();
    await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(2);
    expect(await trayLine(page, "10-minute").innerText()).toMatch(/Step 3\s+10-minute\s+10:00 left/);
    expect(await trayLine(page, "2-minute").innerText()).toMatch(/Step 4\s+2-minute\s+2:00 left/);
    // Step 4's other time (flip, then 1 to 2 minutes) still has its own button.
    expect(await page.getByRole("button", { name: "Start 1-minute timer for step 4" }).count()).toBe(1);

    await page.clock.fastForward("01:00");
    await expect.poll(() => inStep(page, 3)).toBe("10-minute timer: 9:00 left");
    await expect.poll(() => trayLine(page, "2-minute").locator(".step-timer-left").innerText()).toBe("1:00 left");
    await tray(page).getByRole("button", { name: "+1 min on the step 4 timer" }).click();
    await expect.poll(() => inStep(page, 4)).toBe("2-minute timer: 2:00 left");

    const cookMode = page.getByRole("checkbox", { name: "Cook mode" }).first();
    await cookMode.check();
    await page.locator(".scale-switch").getByRole("link", { name: "2X" }).click();
    await page.waitForURL(/x=2/);
    await cookMode.uncheck();
    await page.clock.fastForward("00:30");
    await expect.poll(() => inStep(page, 3)).toBe("10-minute timer: 8:30 left");
    await expect.poll(() => inStep(page, 4)).toBe("2-minute timer: 1:30 left");

    // The tray and the buttons stay off paper.
    await page.emulateMedia({ media: "print" });
    expect(await tray(page).isVisible()).toBe(false);
    expect(await page.locator(".step-timers").first().isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });

    const title = await page.title();
    await page.clock.fastForward("01:30");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Step 4 timer done." }).count()).toBe(1);
    expect(await page.title()).toBe(`⏰ Done: step 4 — ${title}`);
    expect(await inStep(page, 4)).toBe("2-minute timer: Done");
    await expect.poll(() => page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes.length)).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBeGreaterThan(0);
    expect(await inStep(page, 3)).toBe("10-minute timer: 7:00 left");

    await page.getByRole("button", { name: "Dismiss the step 4 timer" }).first().click();
    await expect.poll(() => page.title()).toBe(title);
    expect(await tray(page).getByRole("listitem").count()).toBe(1);
    // axe waits on timers of its own: time runs again for it, the countdowns are checked.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel the step 3 timer" }).first().click();
    await expect.poll(() => tray(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Start 10-minute timer for step 3" }).count()).toBe(1);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("brings the timers back when the page loads again, and shows one that ended while it was away as done, in silence", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
    await page.clock.install();
    await page.addInitScript(() => {
      const w = window as unknown as { beeps: number };
      w.beeps = 0;
      const make = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.beeps++;
        return make.call(this);
      };
    });
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("button", { name: "Start 10-minute timer for step 3" }).click();
    await page.getByRole("button", { name: "Start 2-minute timer for step 4" }).click();
    await page.clock.fastForward("01:00");
    await expect.poll(() => inStep(page, 4)).toBe("2-minute timer: 1:00 left");

    // As a phone does with a tab it discarded: the same page, loaded afresh.
    await page.reload();
    await hydrateWithClockPaused(page);
    await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(2);
    await expect.poll(() => inStep(page, 3)).toBe("10-minute timer: 9:00 left");
    expect(await inStep(page, 4)).toBe("2-minute timer: 1:00 left");

    await page.goto(`${siteUrl()}/about`);
    await page.clock.fastForward("02:00");
    await page.goto(`${siteUrl()}/pancakes`);
    await hydrateWithClockPaused(page);
    await expect.poll(() => inStep(page, 4)).toBe("2-minute timer: Done");
    expect(await inStep(page, 3)).toBe("10-minute timer: 7:00 left");
    // The tray, which titles the page, is loaded once timers are restored.
    await expect.poll(() => page.title()).toMatch(/^⏰ Done: step 4 — /);
    // A second for the countdowns to tick: nothing rings for a timer that ended before the page was there.
    await page.clock.runFor(1000);
    await expect.poll(() => inStep(page, 3)).toBe("10-minute timer: 6:59 left");
    expect(await page.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBe(0);

    await page.getByRole("button", { name: "Dismiss the step 4 timer" }).first().click();
    await page.getByRole("button", { name: "Cancel the step 3 timer" }).first().click();
    await page.reload();
    await hydrateWithClockPaused(page);
    expect(await tray(page).count()).toBe(0);
    // The timers render once hydrated (useHydrated, a transition after data-hydrated).
    await expect.poll(() => page.getByRole("button", { name: "Start 10-minute timer for step 3" }).count()).toBe(1);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("keeps the tray in sight while the reader scrolls, and never over the end of the page, however many timers run", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const start = page.getByRole("button", { name: /^Start .* timer/ });
    for (let running = 1; running <= 5; running++) {
      await start.first().click();
      await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(running);
    }
    const box = (selector: string) =>
      page.evaluate((selector) => {
        const { top, bottom } = document.querySelector(selector)!.getBoundingClientRect();
        return { top, bottom };
      }, selector);
    await page.evaluate(() => scrollTo(0, 1500));
    expect((await box(".timer-tray")).bottom).toBeLessThanOrEqual(844);
    expect((await box(".timer-tray")).bottom).toBeGreaterThan(800);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const footer = await box(".site-footer");
    // Sub-pixel layout: the footer ends where the tray begins.
    expect(footer.bottom).toBeLessThanOrEqual((await box(".timer-tray")).top + 0.5);
    expect(footer.bottom).toBeGreaterThan(0);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
