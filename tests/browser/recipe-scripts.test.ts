import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, scriptsByLoad, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: true });
});
afterAll(() => browser?.close());

const ON_DEMAND = /\/assets\/(PrintDialog|ReplyForm|wake-lock|TimerTray|timer-alarm)-[\w-]+\.js$/;
const chunk = (urls: string[], name: string) => urls.filter((u) => ON_DEMAND.exec(u)?.[1] === name);

/**
 * A stand-in for React DevTools' hook, which React calls after every commit, in production too: for each commit, did it
 * render the component that renders <article class="recipe">, and was it still the task that finished hydrating.
 */
function watchRecipeCommits(page: Page) {
  return page.addInitScript(() => {
    type Fiber = { child: Fiber | null; sibling: Fiber | null; return: Fiber | null; stateNode: unknown; flags: number };
    const PERFORMED_WORK = 1;
    const commits: { rendered: boolean; sameTask: boolean }[] = [];
    let taskEnded = false;
    let observed = false;
    let last: Fiber | null = null;
    const find = (fiber: Fiber | null, node: Element): Fiber | null => {
      for (let f = fiber; f; f = f.sibling) {
        if (f.stateNode === node) return f;
        const inside = find(f.child, node);
        if (inside) return inside;
      }
      return null;
    };
    Object.assign(window, {
      recipeCommits: commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          if (!observed) {
            observed = true;
            new MutationObserver(() => (taskEnded = document.documentElement.dataset.hydrated === "true")).observe(
              document.documentElement,
              { attributeFilter: ["data-hydrated"] },
            );
          }
          const article = document.querySelector("article.recipe");
          const recipe = article && find(root.current, article)?.return;
          const hydrated = document.documentElement.dataset.hydrated === "true";
          if (!recipe) return;
          // A fiber React did not touch keeps the flags of its last render; a re-render works on its other copy.
          commits.push({ rendered: recipe !== last && (recipe.flags & PERFORMED_WORK) !== 0, sameTask: hydrated && !taskEnded });
          last = recipe;
        },
      },
    });
  });
}

/** What watchRecipeCommits saw so far. */
const recipeCommits = (page: Page) =>
  page.evaluate(() => (window as unknown as { recipeCommits: { rendered: boolean; sameTask: boolean }[] }).recipeCommits);

describe("a recipe page's scripts", () => {
  it("leave the print dialog, the reply form, the wake lock and the timers' tray and alarm until a click needs them", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { locks: number };
      w.locks = 0;
      const sentinel = Object.assign(new EventTarget(), { release: async () => {} });
      Object.defineProperty(navigator, "wakeLock", { value: { request: async () => (w.locks++, sentinel) }, configurable: true });
    });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((u) => ON_DEMAND.test(u))).toEqual([]);

    await page.getByRole("button", { name: "Print" }).first().click();
    await page.getByRole("dialog", { name: "Print this recipe" }).waitFor();
    expect(chunk(scripts, "PrintDialog")).toHaveLength(1);
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("checkbox", { name: "Cook mode" }).first().check();
    await expect.poll(() => page.evaluate(() => (window as unknown as { locks: number }).locks)).toBe(1);
    expect(chunk(scripts, "wake-lock")).toHaveLength(1);

    await page
      .getByRole("button", { name: /^Start .* timer/ })
      .first()
      .click();
    await expect.poll(() => chunk(scripts, "TimerTray").length).toBe(1);
    expect(chunk(scripts, "ReplyForm")).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe("the app's scripts", () => {
  it("hydrate when a click reaches the page just as hydrating begins, before the page's data is decoded", async () => {
    const { page, problems } = await openPage(browser);
    // React listens on the document from the moment hydrating begins; the click comes in the microtask after that,
    // before React has rendered anything. React then hydrates at once, and threw #345 when it had to wait for the data.
    await page.addInitScript(() => {
      const listen = Document.prototype.addEventListener;
      let clicked = false;
      Document.prototype.addEventListener = function (this: Document, ...args: Parameters<typeof listen>) {
        listen.apply(this, args);
        if (args[0] !== "click" || clicked) return;
        clicked = true;
        queueMicrotask(() => document.body.dispatchEvent(new MouseEvent("click", { bubbles: true })));
      };
    });
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.querySelectorAll("button").length)).toBeGreaterThan(0);
    expect(problems()).toEqual([]);
  });

  it("start at the reader's first key press when the page has not finished loading", async () => {
    const { page, problems } = await openPage(browser);
    // The hero picture never arrives until released, so the load event waits for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/pictures\/recipes-pancakes\./, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteUrl()}/pancakes`, { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    release();
    await page.waitForLoadState("load");
    expect(problems()).toEqual([]);
  });

  it("are asked for only once the page has loaded, then hydrate a recipe without rendering anything again in the same task (the controls showing what the browser knows follow as a transition), and keep a running timer's ticks to its step and the tray: the recipe page is not rendered again twice a second", async () => {
    const { page, problems } = await openPage(browser);
    // Still the task that finished hydrating: the root's effect has marked the page, and the observer of that mark
    // has not run yet. A value the server can't know, read by the page itself, made React render the whole page
    // again there: the longest task a cheap phone ran on a recipe. The controls that show such a value (cook mode, share, theme) learn it as a
    // transition, in a later task and in slices; a store whose snapshot changed would re-render them all at once there.
    // A later transition (Remix learning more routes) may render the recipe again, in slices too.
    await watchRecipeCommits(page);
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    const scripts = await scriptsByLoad(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((s) => s.upFront)).toEqual([]);
    // The cook-mode switches learn whether this browser can keep the screen awake once hydrated.
    await expect.poll(() => page.locator(".cook-mode-hint").first().textContent()).not.toContain("needs JavaScript");
    const commits = await recipeCommits(page);
    expect(commits[0]).toEqual({ rendered: true, sameTask: false });
    expect(commits.filter((c) => c.sameTask)).toEqual([]);

    await page.locator(".directions .step-timers button").first().click();
    const left = page.locator(".directions .step-timer-left").first();
    await left.waitFor();
    const from = (await recipeCommits(page)).length;
    // Three changes of the seconds shown, a second apart and the first after `from`: more than two seconds of ticks
    // twice a second, so four or more, each a commit of the timers' subscribers. Two changes were four ticks only when
    // `from` was read within half a second of the start, which a busy machine missed.
    for (let i = 0; i < 3; i++) {
      const shown = await left.innerText();
      await expect.poll(() => left.innerText()).not.toBe(shown);
    }
    const ticks = (await recipeCommits(page)).slice(from);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    // One at most: a later transition of Remix's own (learning more routes) may render the page once, in slices.
    expect(ticks.filter((c) => c.rendered).length).toBeLessThanOrEqual(1);
    expect(problems()).toEqual([]);
  });
});
