import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const milkAmount = (page: Page) =>
  page.locator(".ingredients .ingredient-list li", { hasText: "whole milk" }).locator(".amount").textContent();

describe("the multiplier with JavaScript", () => {
  it("switches amounts at once, keeps the URL in step, and asks the server for nothing", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    expect(await milkAmount(page)).toBe("3/4 cup");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.getByRole("link", { name: "3X" }).click();
    await expect.poll(() => milkAmount(page)).toBe("2 1/4 cups");
    expect(new URL(page.url()).search).toBe("?x=3");
    expect(await page.getByRole("link", { name: "3X" }).getAttribute("aria-current")).toBe("true");
    expect(await page.getByRole("link", { name: "1X" }).getAttribute("aria-current")).toBeNull();
    expect(await page.locator(".ingredients .servings").textContent()).toBe("Scaled 3X: makes 6 servings · 24 pancakes");
    await page.getByRole("link", { name: "1X" }).click();
    await expect.poll(() => milkAmount(page)).toBe("3/4 cup");
    expect(new URL(page.url()).search).toBe("");
    // No loader data and no document: the page had everything already.
    expect(requests.filter((u) => u.includes(".data") || u.includes("/pancakes"))).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe("cook mode", () => {
  it("asks for a screen wake lock, and again when the tab comes back", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { wakeCalls: string[] }).wakeCalls = calls;
      const fake = {
        request: async (type: string) => {
          calls.push(`request:${type}`);
          const sentinel = new EventTarget() as EventTarget & { release: () => Promise<void>; released: boolean };
          sentinel.released = false;
          sentinel.release = async () => {
            calls.push("release");
            sentinel.released = true;
            sentinel.dispatchEvent(new Event("release"));
          };
          (window as unknown as { lastSentinel: typeof sentinel }).lastSentinel = sentinel;
          return sentinel;
        },
      };
      Object.defineProperty(navigator, "wakeLock", { value: fake, configurable: true });
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const toggle = page.getByRole("checkbox", { name: "Cook mode" }).first();
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.check();
    await expect.poll(() => page.evaluate(() => (window as unknown as { wakeCalls: string[] }).wakeCalls)).toEqual(["request:screen"]);
    // Both summary blocks show the same state.
    expect(await page.getByRole("checkbox", { name: "Cook mode" }).nth(1).isChecked()).toBe(true);
    // The browser drops the lock when the tab is hidden; coming back asks again.
    await page.evaluate(() => (window as unknown as { lastSentinel: { release: () => Promise<void> } }).lastSentinel.release());
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { wakeCalls: string[] }).wakeCalls))
      .toEqual(["request:screen", "release", "request:screen"]);
    await toggle.uncheck();
    await expect.poll(() => page.evaluate(() => (window as unknown as { wakeCalls: string[] }).wakeCalls.at(-1))).toBe("release");
    expect(problems()).toEqual([]);
  });

  it("is disabled with a short explanation where the API is missing", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      delete (Navigator.prototype as unknown as { wakeLock?: unknown }).wakeLock;
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const toggle = page.getByRole("checkbox", { name: "Cook mode" }).first();
    await expect.poll(() => page.locator(".cook-mode-hint").first().textContent()).toBe("This browser can't keep the screen awake.");
    expect(await toggle.isDisabled()).toBe(true);
    expect(problems()).toEqual([]);
  });

  it("logs a refused wake lock and carries on", async () => {
    const { page } = await openPage(browser);
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.addInitScript(() => {
      const refuse = { request: async () => Promise.reject(new DOMException("Battery saver is on", "NotAllowedError")) };
      Object.defineProperty(navigator, "wakeLock", { value: refuse, configurable: true });
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const toggle = page.getByRole("checkbox", { name: "Cook mode" }).first();
    await toggle.click();
    await expect.poll(() => warnings.join("\n")).toContain("NotAllowedError: Battery saver is on");
    expect(await page.locator("h1").textContent()).toBe("Beef Stew");
    // The box shows what the device granted, and says why.
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect(await toggle.isDisabled()).toBe(false);
    expect(await page.locator(".cook-mode-hint").first().textContent()).toContain("Your device said no");
    // Said aloud once, not twice for the page's two switches.
    expect(await page.getByRole("status").filter({ hasText: "Cook mode is off." }).count()).toBe(1);
  });

  it("unticks the box when the device refuses on the tab's return", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { refuseNext: boolean; lastSentinel: EventTarget & { release(): Promise<void> } };
      w.refuseNext = false;
      const fake = {
        request: async () => {
          if (w.refuseNext) throw new DOMException("Low battery", "NotAllowedError");
          const sentinel = new EventTarget() as typeof w.lastSentinel;
          sentinel.release = async () => void sentinel.dispatchEvent(new Event("release"));
          w.lastSentinel = sentinel;
          return sentinel;
        },
      };
      Object.defineProperty(navigator, "wakeLock", { value: fake, configurable: true });
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const toggle = page.getByRole("checkbox", { name: "Cook mode" }).first();
    await toggle.check();
    await page.evaluate(async () => {
      const w = window as unknown as { refuseNext: boolean; lastSentinel: { release(): Promise<void> } };
      w.refuseNext = true;
      await w.lastSentinel.release();
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect(await page.locator(".cook-mode-hint").first().textContent()).toContain("Your device said no");
    expect(problems()).toEqual([]);
  });

  it("holds exactly one lock after quick on, off, on, however late the browser answers", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { answer: () => void; held: number };
      const waiting: (() => void)[] = [];
      w.held = 0;
      w.answer = () => waiting.splice(0).forEach((go) => go());
      const fake = {
        request: () =>
          new Promise((resolve) =>
            waiting.push(() => {
              w.held++;
              const sentinel = new EventTarget() as EventTarget & { release(): Promise<void> };
              let released = false;
              sentinel.release = async () => {
                if (!released) w.held--;
                released = true;
                sentinel.dispatchEvent(new Event("release"));
              };
              resolve(sentinel);
            }),
          ),
      };
      Object.defineProperty(navigator, "wakeLock", { value: fake, configurable: true });
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const toggle = page.getByRole("checkbox", { name: "Cook mode" }).first();
    await toggle.check();
    await toggle.uncheck();
    await toggle.check();
    await page.evaluate(() => (window as unknown as { answer: () => void }).answer());
    const held = () => page.evaluate(() => (window as unknown as { held: number }).held);
    await expect.poll(held).toBe(1);
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await expect.poll(held).toBe(0);
    expect(problems()).toEqual([]);
  });
});

describe("printing", () => {
  it("opens a full-screen 'Print this recipe' dialog with Print, Cancel and close, and prints after a short wait", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
        (window as unknown as { printedAt: number }).printedAt = performance.now();
      };
    });
    await page.goto(`${siteUrl()}/marinara?x=2`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Print" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Print this recipe" });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await dialog.getByRole("button", { name: "Close" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Cancel" }).isVisible()).toBe(true);
    // The preview shows what the print keeps, and follows the multiplier and the picture choice.
    const preview = dialog.locator(".print-preview");
    for (const part of ["**Numbers are for total, not per serving", "Materials", "Directions", "Step 1", "Total"]) {
      expect(await preview.getByText(part, { exact: false }).count(), part).toBeGreaterThan(0);
    }
    expect(await preview.locator(".tips").count()).toBeGreaterThan(0);
    // Its outline: the title, then every part one level below it, and steps below Directions.
    const levels = await preview.locator("h1, h2, h3, h4, h5, h6").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(3);
    expect(levels.slice(1).every((l) => l === 4 || l === 5)).toBe(true);
    expect(levels.every((l, i) => i === 0 || l <= levels[i - 1] + 1)).toBe(true);
    const pageAmount = await page.locator(".ingredients li").first().textContent();
    expect(await preview.locator("li").filter({ hasText: pageAmount! }).count()).toBeGreaterThan(0);
    expect(await dialog.locator(".print-preview img").count()).toBe(1);
    await dialog.getByLabel("Include the picture").uncheck();
    expect(await dialog.locator(".print-preview img").count()).toBe(0);
    await screenshot(page, "print-dialog-1280");
    const clickedAt = await page.evaluate(() => performance.now());
    await dialog.getByRole("button", { name: "Print" }).click();
    expect(await dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // The dialog closes and the page settles before the browser's print opens.
    const printedAt = await page.evaluate(() => (window as unknown as { printedAt: number }).printedAt);
    expect(printedAt - clickedAt).toBeGreaterThanOrEqual(450);
    expect(await page.evaluate(() => document.documentElement.classList.contains("print-without-image"))).toBe(true);

    await page.getByRole("button", { name: "Print" }).first().click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await dialog.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Print" }).first().click();
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(problems()).toEqual([]);
  });

  it.each([
    ["the light theme", "light", null],
    ["a dark system theme", "dark", null],
    ["a chosen dark theme", "light", "dark"],
  ] as const)("prints a clean, readable recipe with the browser's own print, from %s", async (_what, scheme, chosen) => {
    const { page } = await openPage(browser, { colorScheme: scheme });
    if (chosen) await page.addInitScript((theme) => localStorage.setItem("theme", theme), chosen);
    await page.goto(`${siteUrl()}/marinara`);
    if (chosen) expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".site-header", ".site-footer", ".share", ".related", ".multiplier", ".cook-mode", ".comments"]) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    // One summary on paper, not the top one and the bottom one.
    expect(await page.locator(".recipe-summary:visible").count()).toBe(1);
    // Headings, step titles and amounts are readable on white paper, whatever the screen's theme.
    const inks = await page.locator("h1, h2, .step-title, .amount, .ingredient-note").evaluateAll((els) =>
      els.map((el) =>
        getComputedStyle(el)
          .color.match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map(Number),
      ),
    );
    expect(inks.length).toBeGreaterThan(10);
    for (const rgb of inks) expect(contrastOnWhite(rgb), String(rgb)).toBeGreaterThanOrEqual(4.5);
    for (const shown of ["h1", ".recipe-image", ".ingredients", ".directions", ".nutrition"]) {
      expect(await page.locator(shown).first().isVisible(), shown).toBe(true);
    }
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.byteLength).toBeGreaterThan(1000);
  });
});

describe("the recipe page for every reader", () => {
  it.each(["light", "dark"] as const)("passes axe in the %s theme", async (scheme) => {
    const { page, context } = await openPage(browser, { colorScheme: scheme });
    await page.goto(`${siteUrl()}/blueberrylemonpancakes`);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Print" }).first().click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    [375, "one column"],
    [1280, "ingredients beside the directions"],
  ])("at %ipx lays out %s", async (width) => {
    const { page, context, problems } = await openPage(browser, { viewport: { width, height: 900 } });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const ing = await page.locator(".ingredients").boundingBox();
    const dir = await page.locator(".directions").boundingBox();
    if (width >= 1024) expect(dir!.x).toBeGreaterThan(ing!.x + ing!.width - 1);
    else expect(dir!.y).toBeGreaterThan(ing!.y + ing!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const cardWidths = await page.locator(".link-card").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    for (const w of cardWidths) expect(w).toBe(200);
    await screenshot(page, `recipe-beefstew-${width}`);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("keeps the header in view while scrolling", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${siteUrl()}/beefstew`);
    await page.evaluate(() => window.scrollTo(0, 2000));
    const header = await page.locator(".site-header").boundingBox();
    expect(header!.y).toBe(0);
    await context.close();
  });
});

/** WCAG contrast ratio of an sRGB colour against white. */
function contrastOnWhite(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
