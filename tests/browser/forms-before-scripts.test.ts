// Issue 59: whatever a reader puts into a form before the app's scripts start is still there, in the same elements, once
// they have (docs/decisions/021-scripts-on-first-use.md: a page's forms are used as served, then React hydrates them).
// The fields come from each page's DOM, so a form added to any of these pages is covered as it is.
import type { ElementHandle, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedIssues } from "../../app/readers-mail/issues";
import { authorReplyPath, moderationPath, replyStopPath, sendIssuePath, unsubscribePath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { holdRequests, launchBrowser, openPage, type TestBrowser, untilHydrated } from "../support/browser";
import { tag } from "../support/comments";
import { confirmationLink } from "../support/mail";
import { postForm, siteUrl, testDb, uniqueEmail } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Homemade hamburger helper (25): no other browser test reads its comments.
const HELPER = { id: 25, path: "/homemadehamburgerhelper" };
// A name the comment forms refuse (app/comments/author.ts): the page comes back with what was typed.
const AUTHORS_NAME = "Hannah B.";

type Field = { what: string; value: string; checked: boolean };

/**
 * Puts something into every field a person can use in every form on the page, as served: text in text, the next
 * choice in a select or radio group, a box flipped. The first of them starts the app's scripts, held back by the test.
 * Leaves the page's forms and fields, as they are now, on `window` for `afterHydrating` to compare.
 */
async function fillEveryField(page: Page): Promise<Field[]> {
  const fields = await page.$$("form input, form textarea, form select");
  const doneGroups = new Set<string>();
  for (const field of fields) {
    const kind = await field.evaluate((e) => {
      const el = e as HTMLInputElement;
      // What a person can't reach: hidden fields, the honeypot (out of the accessibility tree), a box CSS hides.
      if (el.type === "hidden" || el.disabled || el.closest('[aria-hidden="true"]') || !el.checkVisibility()) return null;
      return { tag: el.tagName, type: el.type, name: el.name, inputMode: el.inputMode };
    });
    if (!kind) continue;
    const typed = `kept ${tag()}`;
    if (kind.tag === "SELECT") await pickAnother(field);
    else if (kind.type === "checkbox") await field.setChecked(!(await field.isChecked()));
    else if (kind.type === "radio") {
      if (doneGroups.has(kind.name)) continue;
      doneGroups.add(kind.name);
      await pickAnotherRadio(field);
    } else if (kind.type === "time") await field.fill("18:45");
    else if (kind.type === "date") await field.fill("2026-12-24");
    else if (kind.type === "email") await field.fill(`before-${tag()}@example.com`);
    else if (kind.inputMode === "decimal") await field.fill("3");
    else if (kind.tag === "TEXTAREA") await field.fill(`${await field.inputValue()} and ${typed}`);
    else await field.fill(typed);
  }
  // Every field not hidden from people, a box CSS hides for now too, is compared.
  return page.evaluate(() => {
    const people = [...document.querySelectorAll<HTMLInputElement>("form input, form textarea, form select")].filter(
      (e) => e.type !== "hidden" && !e.closest('[aria-hidden="true"]'),
    );
    const w = window as unknown as { servedForms: HTMLFormElement[]; servedFields: HTMLInputElement[]; removed: string[] };
    w.servedForms = [...document.forms];
    w.servedFields = people;
    // Any of them taken out of the page, even for a moment, is noted.
    w.removed = [];
    new MutationObserver(() => {
      for (const e of [...w.servedForms, ...w.servedFields]) {
        if (!e.isConnected && !w.removed.includes(e.outerHTML.slice(0, 80))) w.removed.push(e.outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
    return people.map((e) => ({ what: `${e.tagName.toLowerCase()} ${e.name || e.id}`, value: e.value, checked: e.checked }));
  });
}

async function pickAnother(select: ElementHandle) {
  const next = await select.evaluate((e) => {
    const s = e as HTMLSelectElement;
    return [...s.options].reverse().find((o) => o.value !== s.value)?.value ?? null;
  });
  if (next !== null) await select.selectOption(next);
}

async function pickAnotherRadio(radio: ElementHandle) {
  const name = await radio.evaluate((e) => (e as HTMLInputElement).name);
  const form = await radio.evaluateHandle((e) => (e as HTMLInputElement).form!);
  const choices = await form.$$(`input[type="radio"][name="${name}"]`);
  for (const choice of choices) {
    if (!(await choice.isChecked())) return choice.check();
  }
}

/**
 * Once every form and field served is React's (a part whose code loads as the reader nears it hydrates in its own
 * time) and React has nothing left to render: what each served field holds now, and whether any was taken out of the
 * page.
 */
async function afterHydrating(page: Page) {
  await untilHydrated(page);
  // The parts that wait for the reader to come near.
  await page.evaluate(async () => {
    const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const form of document.forms) {
      form.scrollIntoView({ block: "center" });
      await painted();
    }
  });
  await page.waitForFunction(() => {
    const w = window as unknown as { servedForms: HTMLFormElement[]; servedFields: HTMLInputElement[] };
    // React marks each element it has hydrated or made with a key of its own.
    const hydrated = (e: Element) => Object.keys(e).some((k) => k.startsWith("__reactFiber$"));
    return [...w.servedForms, ...w.servedFields].every((e) => !e.isConnected || hydrated(e));
  });
  // Renders that follow hydrating (values only the browser knows, as transitions) have run once the page is idle.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));
  return page.evaluate(() => {
    const w = window as unknown as { servedForms: HTMLFormElement[]; servedFields: HTMLInputElement[]; removed: string[] };
    return {
      fields: w.servedFields.map((e) => ({ what: `${e.tagName.toLowerCase()} ${e.name || e.id}`, value: e.value, checked: e.checked })),
      removed: w.removed,
      formsInPage: w.servedForms.every((f) => f.isConnected),
    };
  });
}

/** Opens `path` with the scripts held, fills every field, lets the scripts in and compares. */
async function keptThroughHydration(path: string, { forms, before }: { forms: string[]; before?: (page: Page) => Promise<void> }) {
  const { page, problems } = await openPage(browser);
  const scripts = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto(`${siteUrl()}${path}`);
  await before?.(page);
  for (const form of forms) expect(await page.locator(form).count(), form).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const filled = await fillEveryField(page);
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  scripts.release();
  const after = await afterHydrating(page);
  expect(after.removed).toEqual([]);
  expect(after.formsInPage).toBe(true);
  expect(after.fields).toEqual(filled);
  expect(problems()).toEqual([]);
  return filled;
}

describe("every field of every form a page shows before its scripts start keeps what was put in as they start", () => {
  let question: number;
  beforeAll(async () => {
    [{ comment_id: question }] = await testDb().query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', $1, 'Ines', 5, $2, '2026-Nov-21') RETURNING comment_id",
      [HELPER.id, `Does it freeze? ${tag()}`],
    );
  });

  it.each([
    ["the home page", "/", [".newsletter-form"]],
    ["the about page", "/about", [".newsletter-form"]],
    ["the unsubscribe page", "/unsubscribe", [".newsletter-form"]],
    ["the newsletter's page", "/newsletter", [".newsletter-form"]],
    ["a newsletter issue", `/newsletter/${publishedIssues()[0].slug}`, [".site-search"]],
    ["a category page", "/breakfast", [".site-search"]],
    ["the search page", "/search?q=soup", [".search-form-page"]],
    ["a recipe page", "/pancakes", [".comment-form", ".have-form", ".serve-form"]],
    ["a shopping list", "/list?r=pancakes.2,marinara.1", [".list-add", ".serve-form"]],
  ])("%s", async (_, path, forms) => {
    await keptThroughHydration(path, { forms });
  });

  it("a recipe page opened to reply (a notice's link, the Reply link)", async () => {
    const filled = await keptThroughHydration(`${HELPER.path}?reply=${question}&thread=${question}#reply-${question}`, {
      forms: [".comment-form", `#reply-${question} .reply-form`],
    });
    expect(filled.filter((f) => f.what.startsWith("textarea"))).toHaveLength(2);
  });

  it("a recipe page whose comment and reply came back refused, and the author's reply page, with what was typed", async () => {
    const refused = async (page: Page, form: string) => {
      const sent = page.locator(form);
      await sent.getByRole("textbox", { name: "Name" }).fill(AUTHORS_NAME);
      await sent.locator("textarea").fill(`Refused for its name ${tag()}`);
      await Promise.all([page.waitForNavigation(), sent.locator('button[type="submit"]').click()]);
      expect(await page.locator(`${form} .field-error`).count()).toBe(1);
    };
    await keptThroughHydration(`${HELPER.path}`, { forms: [".comment-form"], before: (page) => refused(page, ".comment-form") });
    await keptThroughHydration(`${HELPER.path}?reply=${question}&thread=${question}`, {
      forms: [".reply-form"],
      before: (page) => refused(page, `#reply-${question} .reply-form`),
    });
    await keptThroughHydration(await authorReplyPath(LOCAL_FORM_SECRET, question), {
      forms: [".author-reply-form"],
      before: async (page) => {
        // Only spaces: the page asks for words, with the spaces back in the box.
        await page.getByLabel("Your reply").fill("   ");
        await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Post the reply" }).click()]);
        expect(await page.locator(".author-reply-form .field-error").count()).toBe(1);
      },
    });
  });

  it("the signed links' pages: replying as the author, hiding a comment, stopping reply notices, confirming, unsubscribing, sending", async () => {
    const email = uniqueEmail("before-scripts");
    expect((await postForm("/?index", { email })).status).toBeLessThan(400);
    const confirm = new URL(await confirmationLink(email));
    const [issue] = publishedIssues();
    const pages: [string, string[]][] = [
      [await authorReplyPath(LOCAL_FORM_SECRET, question), [".author-reply-form"]],
      [await moderationPath(LOCAL_FORM_SECRET, question, "hide"), [".moderation-form"]],
      [await replyStopPath(LOCAL_FORM_SECRET, email, "all"), [".moderation-form"]],
      [confirm.pathname + confirm.search, [".moderation-form"]],
      [await unsubscribePath(LOCAL_FORM_SECRET, email), []],
      // Once newsletter-issues.test.ts has sent the issue its page has no form left: the header's search is still checked.
      [await sendIssuePath(LOCAL_FORM_SECRET, issue.slug, Date.now()), []],
    ];
    for (const [path, forms] of pages) await keptThroughHydration(path, { forms });
  });
});
