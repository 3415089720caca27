// Issue 51: the author's answer under the comment it answers, on the page as first served, with and without
// JavaScript; the rest of the thread behind "View Replies", which says when the author replied further down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorReplyPath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { axeViolations, launchBrowser, openPage, screenshotOf, type TestBrowser, waitForHydration } from "../support/browser";
import { commentIdOf } from "../support/background";
import { tag } from "../support/comments";
import { postForm, randomIp, siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };
// Simple pizza dough (2): no other browser test reads its comments.
const PIZZA = { id: 2, path: "/simplepizzadough", author: "Hannah B." };

async function visitorPost(fields: Record<string, string>, path = PIZZA.path) {
  const res = await postForm(path, { recipe: String(PIZZA.id), ...fields });
  expect(res.status).toBe(303);
  return commentIdOf(res.headers.get("location"));
}
const question = (text: string) => visitorPost({ intent: "comment", name: "Priya", rating: "4", comment: text });
const reply = (parent: number, text: string) =>
  visitorPost(
    { intent: "reply", reply_to: String(parent), thread: String(parent), name: "Sam", comment: text },
    `${PIZZA.path}?reply=${parent}&thread=${parent}`,
  );

/** The owner's reply form, posted from the signed link in the comment mail. */
async function authorReply(parent: number, text: string): Promise<number> {
  const res = await fetch(`${siteUrl()}${await authorReplyPath(LOCAL_FORM_SECRET, parent)}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: siteUrl(), "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
    body: new URLSearchParams({ comment: text }),
  });
  expect(res.status).toBe(303);
  return commentIdOf(res.headers.get("location"));
}

describe("the author's answer on the recipe page", () => {
  let asked: number;
  let answered: number;
  let deepAsked: number;
  const answer = `Yes: a cold rise overnight in the fridge is even better. ${tag()}`;
  const other = `Mine rose fine on the counter. ${tag()}`;
  const deepAnswer = `Bake it at 250 °C on a hot tray. ${tag()}`;
  beforeAll(async () => {
    // Older first: a thread whose author's reply is under a visitor's reply, then one answered directly.
    deepAsked = await question(`Why is my crust pale? ${tag()}`);
    await authorReply(await reply(deepAsked, `Same here: what heat? ${tag()}`), deepAnswer);
    asked = await question(`Can this dough rise overnight? ${tag()}`);
    await reply(asked, other);
    answered = await authorReply(asked, answer);
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("%s: shows under the question as the page loads, and the thread opens with the rest", async (label, javaScriptEnabled) => {
    const { page, context, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled });
    await page.goto(`${siteUrl()}${PIZZA.path}#comment-${asked}`);
    const thread = page.locator(`#comment-${asked}`);
    const shown = thread.locator(`#comment-${answered}`);
    expect(await shown.getByText(answer).isVisible()).toBe(true);
    expect(await shown.locator(".comment-head").innerText()).toMatch(new RegExp(`^${PIZZA.author}\\s*Author`));
    expect(await page.getByText(other).count()).toBe(0);
    // The collapsed thread whose author's reply is further down says so, and when.
    const deep = page.locator(`#comment-${deepAsked}`);
    expect(await deep.locator(".author-replied").innerText()).toMatch(/^Author\s+replied on \d{4}-[A-Z][a-z]{2}-\d{1,2}$/);
    expect(await page.getByText(deepAnswer).count()).toBe(0);

    if (javaScriptEnabled) {
      // Already in the server's HTML: starting the app moves nothing.
      const before = await shown.boundingBox();
      await waitForHydration(page);
      expect(await shown.boundingBox()).toEqual(before);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotOf(thread, "author-answer-390");
      await screenshotOf(deep, "author-answer-collapsed-390");
    }

    // A link to the open thread as served, a button once the app has started.
    const toggle = thread.locator("> article").getByRole(javaScriptEnabled ? "button" : "link", { name: "View Replies (1)" });
    expect(await toggle.isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(() => thread.getByText(other).count()).toBe(1);
    // The whole thread in order, the author's answer once, after the reply before it.
    expect(await thread.locator(".replies .comment-text").allInnerTexts()).toEqual([other, answer]);
    if (javaScriptEnabled) {
      await thread.getByRole("button", { name: "Hide Replies" }).click();
      await expect.poll(() => thread.getByText(other).count()).toBe(0);
      expect(await shown.getByText(answer).isVisible()).toBe(true);
    } else {
      expect(page.url()).toContain(`thread=${asked}`);
    }
    expect(problems(), label).toEqual([]);
    await context.close();
  });
});
