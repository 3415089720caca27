import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, screenshotOf, type TestBrowser, waitForHydration } from "../support/browser";
import { tag } from "../support/comments";
import { mailAbout } from "../support/mail";
import { postForm, siteUrl, testDb } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };
// Simple pasta dough (1): no other browser test reads its comments.
const PASTA = { id: 1, path: "/simplepastadough", author: "Hannah B." };

/** A visitor's question on the pasta dough, and the owner's "Reply as the author" link from the mail about it. */
async function questionWithLink(text: string) {
  const res = await postForm(PASTA.path, { intent: "comment", recipe: String(PASTA.id), name: "Priya", rating: "4", comment: text });
  const id = Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
  return { id, link: (await mailAbout(id)).match(/^Reply as the author: (\S+)$/m)![1] };
}

describe("the owner replies as the author from the link in the mail", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("%s: the link opens the form, and the reply shows in the thread with the Author mark", async (label, javaScriptEnabled) => {
    const { page, context, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled });
    const { id, link } = await questionWithLink(`Can I freeze the dough? ${tag()}`);
    await page.goto(link);
    if (javaScriptEnabled) await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Reply as the author");
    if (javaScriptEnabled) {
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "author-reply-form-390");
    }
    const answer = `Yes: wrap it tightly and freeze it for up to a month. ${tag()}`;
    await page.getByLabel("Your reply").fill(answer);
    await Promise.all([
      page.waitForURL(`**${PASTA.path}?thread=${id}#comment-*`),
      page.getByRole("button", { name: "Post the reply" }).click(),
    ]);

    const [{ comment_id: replyId }] = await testDb().query<{ comment_id: number }>("SELECT comment_id FROM comments2 WHERE comment = $1", [
      answer,
    ]);
    const reply = page.locator(`#comment-${replyId}`);
    await expect.poll(() => reply.getByText(answer).count()).toBe(1);
    expect(await reply.locator(".comment-head").innerText()).toMatch(new RegExp(`^${PASTA.author}\\s*Author`));
    expect(await reply.locator(".author-mark").isVisible()).toBe(true);
    // The visitor's question keeps the name they typed, with no mark.
    expect(await page.locator(`#comment-${id} > article .author-mark`).count()).toBe(0);
    if (javaScriptEnabled) {
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotOf(page.locator(`#comment-${id}`), "author-reply-thread-390");
    }
    expect(problems(), label).toEqual([]);
    await context.close();
  });

  it("a visitor replying under the author's name is told so by the name field, keeping what was typed", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    const { id } = await questionWithLink(`Question ${tag()}`);
    await page.goto(`${siteUrl()}${PASTA.path}#comment-${id}`);
    await waitForHydration(page);
    await page.locator(`#comment-${id}`).getByRole("button", { name: "Reply" }).click();
    const dialog = page.getByRole("dialog");
    const text = `Of course you can ${tag()}`;
    await dialog.getByLabel("Name").fill("hannah b");
    await dialog.getByLabel("Your reply").fill(text);
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect
      .poll(() => dialog.locator(".field-error").textContent())
      .toBe("That's the name the recipes' author comments under. Please use a name of your own.");
    expect(await dialog.getByLabel("Name").inputValue()).toBe("hannah b");
    expect(await dialog.getByLabel("Your reply").inputValue()).toBe(text);
    expect(await dialog.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    await screenshotOf(dialog, "author-name-refused-390");
    expect((await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).length).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
