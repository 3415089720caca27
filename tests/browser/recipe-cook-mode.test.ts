import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
    // Whether the browser has the API follows hydration as a transition (useBrowserValue): a slow machine renders it later.
    await expect.poll(() => toggle.isEnabled()).toBe(true);
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
    // The lock's code loads with the first switch on: wait until it holds the lock.
    await page.waitForFunction(() => (window as unknown as { lastSentinel?: object }).lastSentinel !== undefined);
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
      const w = window as unknown as { answer: () => void; held: number; asked: number };
      const waiting: (() => void)[] = [];
      w.held = 0;
      w.asked = 0;
      w.answer = () => waiting.splice(0).forEach((go) => go());
      const fake = {
        request: () => {
          w.asked++;
          return new Promise((resolve) =>
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
          );
        },
      };
      Object.defineProperty(navigator, "wakeLock", { value: fake, configurable: true });
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    const toggle = page.getByRole("checkbox", { name: "Cook mode" }).first();
    await toggle.check();
    await toggle.uncheck();
    await toggle.check();
    // The lock's code loads with the first switch on, and the three switches reach it together once it has: the
    // browser answers after that. Answered sooner, the requests made after the answer would wait forever.
    await page.waitForFunction(() => (window as unknown as { asked: number }).asked > 0);
    await page.evaluate(() => (window as unknown as { answer: () => void }).answer());
    const held = () => page.evaluate(() => (window as unknown as { held: number }).held);
    await expect.poll(held).toBe(1);
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await expect.poll(held).toBe(0);
    expect(problems()).toEqual([]);
  });
});
