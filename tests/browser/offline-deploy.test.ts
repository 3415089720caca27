import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type TestBrowser, waitForHydration } from "../support/browser";
import { OFFLINE_LOAD, openOnline, goOffline } from "../support/offline";
import { startTestWorker } from "../support/site";

// A deploy, as the reader's browser meets it: a new build's service worker (docs/decisions/018, issue 52).

const BUILD_CLIENT = fileURLToPath(new URL("../../build/client", import.meta.url));

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: true });
});
afterAll(() => browser?.close());

describe("a deploy, offline", () => {
  it("hands over to a new build's service worker, which drops the old build's files but keeps those its saved pages need", async () => {
    // A site of its own whose sw.js this test replaces, as a deploy would; the rest is this build's.
    const folder = mkdtempSync(join(tmpdir(), "offline-assets-"));
    for (const name of readdirSync(BUILD_CLIENT)) {
      if (name === "sw.js" || name === "_headers") copyFileSync(join(BUILD_CLIENT, name), join(folder, name));
      else symlinkSync(join(BUILD_CLIENT, name), join(folder, name));
    }
    let site = await startTestWorker({ assets: folder });
    try {
      const { page, context, problems, expectProblems } = await openPage(browser);
      expectProblems(OFFLINE_LOAD);
      await openOnline(page, "/pancakes", site.url);
      const precached = () =>
        page.evaluate(async () => {
          const names = (await caches.keys()).filter((n) => n.includes("precache"));
          const keys = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
          return keys.flat().map((url) => new URL(url).pathname + new URL(url).search);
        });
      const before = await precached();
      // The next build has no recipe route of this one's: the saved recipe still needs it.
      const dropped = before.find((k) => /^\/assets\/recipe-[\w-]+\.js$/.test(k))!;
      expect(dropped).toBeTruthy();
      expect(before.filter((k) => k.startsWith("/offline"))).toHaveLength(1);
      // The next build: one of this build's scripts is gone and the offline page has changed.
      const script = readFileSync(join(folder, "sw.js"), "utf8");
      const next = script
        .replace(`{url:"${dropped}",revision:null},`, "")
        .replace(/(url:"\/offline",revision:")[0-9a-f]+"/, '$1nextbuild"');
      expect(next.length).toBeLessThan(script.length);
      await page.evaluate(() => {
        const w = window as unknown as { handedOver: boolean };
        w.handedOver = false;
        navigator.serviceWorker.addEventListener("controllerchange", () => (w.handedOver = true));
      });
      writeFileSync(join(folder, "sw.js"), next);
      // The deploy: the site starts again at its address with the new files. The page checks for an update until the
      // browser has it.
      await site.stop();
      site = await startTestWorker({ assets: folder, port: Number(new URL(site.url).port) });
      await expect
        .poll(() =>
          page.evaluate(async () => {
            await (await navigator.serviceWorker.getRegistration())?.update();
            return (window as unknown as { handedOver: boolean }).handedOver;
          }),
        )
        .toBe(true);
      await expect.poll(precached).toContain("/offline?__WB_REVISION__=nextbuild");
      // The old build's files go as the new worker takes over (its activate event).
      await expect.poll(precached).not.toContain(dropped);
      const after = await precached();
      expect(after.filter((k) => k.startsWith("/offline"))).toEqual(["/offline?__WB_REVISION__=nextbuild"]);
      expect(after.length).toBe(before.length - 1);
      // Kept for the recipe saved with the old build, which opens offline with its scripts once the browser's own
      // cache is gone: its ticks come back and its timers run.
      expect(await page.evaluate(async (href) => Boolean(await (await caches.open("saved-scripts")).match(href)), dropped)).toBe(true);
      await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
      await goOffline(context);
      await page.goto(`${site.url}/pancakes`);
      await waitForHydration(page);
      const eggs = page.locator(".ingredients").getByRole("checkbox", { name: "large egg" });
      await eggs.check();
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => eggs.isChecked()).toBe(true);
      await page
        .locator(".directions button", { hasText: /^Start/ })
        .first()
        .click();
      await page.locator(".directions .step-timer-left").first().waitFor();
      await context.setOffline(false);
      expect(problems().filter((p) => !OFFLINE_LOAD.test(p))).toEqual([]);
      await context.close();
    } finally {
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
