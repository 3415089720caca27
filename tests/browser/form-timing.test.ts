import { afterAll, beforeAll, describe, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { launchBrowser, openPage, screenshot, screenshotOf, type TestBrowser, waitForHydration } from "../support/browser";
import { rows, tag } from "../support/comments";
import { startTestWorker } from "../support/site";

// Long enough that loading a page and typing into it always comes in under it on a busy machine.
const FILL_MS = 20_000;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };
const QUICK = "You sent this very quickly";

let browser: TestBrowser;
let worker: RunningWorker;
beforeAll(async () => {
  [browser, worker] = await Promise.all([launchBrowser(), startTestWorker({ vars: { FORM_MIN_FILL_MS: String(FILL_MS) } })]);
});
afterAll(() => Promise.all([browser?.close(), worker?.stop()]));

/** The wait a person's second try makes: until the fill time has passed since the page's token was issued. */
const untilFilled = (token: string) =>
  new Promise((r) => setTimeout(r, Math.max(0, Number(token.split(".")[0]) + FILL_MS - Date.now()) + 100));

// Side by side, so that the two waits for the fill time are one. Each test checks its own page's problems: the check
// every test ends with (browser-setup.ts) can't tell two tests running at once apart. Each asserts with its own
// context's `expect`: the global one belongs to no test once the other has ended ("expect.poll() must be called
// inside a test").
describe.concurrent("a form sent before the fill time", () => {
  it("with JavaScript: the comment form says so beside it, keeps what was typed, and posts on the next try", async ({ expect }) => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${worker.url}/marinara`);
    await waitForHydration(page);
    const form = page.locator(".comment-form");
    const text = `In a hurry ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Quinn");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    const token = await form.locator('input[name="_t"]').inputValue();
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toContain(QUICK);
    expect(await form.getByRole("alert").textContent()).toContain("Please send it again in a moment");
    expect(await form.getByRole("textbox", { name: "Comment" }).inputValue()).toBe(text);
    expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Quinn");
    expect(await rows(text)).toHaveLength(0);
    await form.scrollIntoViewIfNeeded();
    await screenshotOf(form, "comment-too-quick-390");

    await untilFilled(token);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => page.locator(".comment-text", { hasText: text }).count()).toBe(1);
    expect(await rows(text)).toHaveLength(1);
    expect(problems()).toEqual([]);
  });

  it("without JavaScript: the unsubscribe page says so beside the field, keeps the address, and goes on the next try", async ({
    expect,
  }) => {
    const { page, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${worker.url}/unsubscribe`);
    const email = `hasty-${tag()}@example.com`;
    const field = page.getByRole("textbox", { name: "E-mail address to unsubscribe" });
    await field.fill(email);
    const token = await page.locator('.newsletter-form input[name="_t"]').inputValue();
    const [answer] = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Unsubscribe" }).click()]);
    expect(answer?.status()).toBe(400);
    const error = page.locator(".newsletter-form .field-error");
    expect(await error.textContent()).toContain(QUICK);
    expect(await field.inputValue()).toBe(email);
    // The same token back, not a new one dated earlier.
    expect(await page.locator('.newsletter-form input[name="_t"]').inputValue()).toBe(token);
    await screenshot(page, "form-too-quick-390");

    await untilFilled(token);
    const [again] = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Unsubscribe" }).click()]);
    expect(again?.status()).toBe(200);
    expect(await page.locator(".newsletter-form .field-error").count()).toBe(0);
    expect(await page.getByRole("status").textContent()).not.toBe("");
    expect(problems()).toEqual([]);
  });
});
