import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
    // The preview shows what the print keeps, and follows the scale and the picture choice.
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
    for (const hidden of [".site-header", ".site-footer", ".share", ".related", ".scale-switch", ".cook-mode", ".comments"]) {
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

/** WCAG contrast ratio of an sRGB colour against white. */
function contrastOnWhite(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
