import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  expectAxeCleanInEachTheme,
  launchBrowser,
  openPage,
  screenshot,
  type TestBrowser,
  waitForHydration,
} from "../support/browser";
import { rows, tag } from "../support/comments";
import { siteUrl, testDb } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("replies with JavaScript", () => {
  let parent: number;
  let firstReply: string;
  beforeAll(async () => {
    const db = testDb();
    const parentText = `Parent ${tag()}`;
    [{ comment_id: parent }] = await db.query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date, num_replies) VALUES ('main', 16, 'Pat', 5, $1, '2025-July-4', 1) RETURNING comment_id",
      [parentText],
    );
    firstReply = `First reply ${tag()}`;
    await db.query("INSERT INTO comments2 (reply_to, recipe, name, comment, date) VALUES ($1, 16, 'Quin', $2, '2025-July-5')", [
      String(parent),
      firstReply,
    ]);
  });

  it("that fail to load say so beside the comment, and the page stays", async () => {
    const { page, problems, expectProblems } = await openPage(browser);
    // The refusal is the browser's console error for the status it answers with.
    expectProblems(/status of 404/);
    // Ask for a comment that cannot exist: the resource answers with an error, as it does when the database is down.
    await page.route(`**/comments/${parent}/replies*`, (route) =>
      route.continue({ url: route.request().url().replace(`/comments/${parent}/`, "/comments/0/") }),
    );
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    const item = page.locator(`#comment-${parent}`);
    await item.getByRole("button", { name: "View Replies (1)" }).click();
    await expect.poll(() => item.getByText("The replies couldn't be loaded").count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1, name: "Marinara Sauce" }).count()).toBe(1);
    expect(problems().filter((p) => !/status of 404/.test(p))).toEqual([]);
  });

  it("load lazily when 'View Replies (n)' is opened, and collapse again; are written in a dialog with Cancel and Post, and show up under their parent", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    const item = page.locator(`#comment-${parent}`);
    expect(await page.getByText(firstReply).count()).toBe(0);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    const toggle = item.getByRole("button", { name: "View Replies (1)" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await expect.poll(() => page.getByText(firstReply).count()).toBe(1);
    expect(requests.some((p) => p.startsWith(`/comments/${parent}/replies`))).toBe(true);
    expect(await item.getByRole("button", { name: "Hide Replies" }).getAttribute("aria-expanded")).toBe("true");
    await item.getByRole("button", { name: "Hide Replies" }).click();
    expect(await page.getByText(firstReply).count()).toBe(0);

    await item.getByRole("button", { name: "Reply" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Reply to Pat" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await dialog.count()).toBe(0);

    await item.getByRole("button", { name: "Reply" }).first().click();
    const text = `Thanks Pat ${tag()}`;
    await dialog.getByRole("textbox", { name: "Name" }).fill("Rae");
    const box = dialog.getByRole("textbox", { name: "Your reply" });
    expect(await box.getAttribute("maxlength")).toBe("255");
    await box.fill(text);
    expect(await dialog.locator(".char-count").textContent()).toBe(`${text.length} / 255`);
    await screenshot(page, "reply-dialog-1280");
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText(text).count()).toBe(1);
    const [row] = await rows(text);
    expect(row.reply_to).toBe(String(parent));
    expect(new URL(page.url()).searchParams.get("thread")).toBe(String(parent));
    expect(await page.locator(`#comment-${row.comment_id}`).isVisible()).toBe(true);
    const [{ num_replies }] = await testDb().query<{ num_replies: number }>("SELECT num_replies FROM comments2 WHERE comment_id = $1", [
      parent,
    ]);
    expect(num_replies).toBe(2);
    expect(problems()).toEqual([]);
  });
});

// Its open thread is the one the replies above put on the marinara page.
describe("the comments section for every reader", () => {
  // One load: under the 'system' theme the page follows the system's preference live (shell.test.ts).
  it("passes axe in the light and the dark theme with comments and an open thread", async () => {
    const { page, context } = await openPage(browser, { colorScheme: "light" });
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    await page.locator(".comment-list button", { hasText: "View Replies" }).first().click();
    await page.waitForSelector(".comment-list.replies");
    await expectAxeCleanInEachTheme(page, "an open thread");
    await context.close();
  });
});
