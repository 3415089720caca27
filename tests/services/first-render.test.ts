import { afterAll, beforeAll, expect, it } from "vitest";
import { commentDate } from "../../app/comment-threads/comment-dates";
import { addComment } from "../../app/comments/new-comment.server";
import { startStack, type Stack } from "../../local/stack";

// Pages render with renderToString, which cannot wait (app/entry.server.tsx): a part whose code the isolate has not
// loaded yet is rendered by the stream instead. Only a fresh worker's first such page shows it: a stack of its own.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

it("sends a page opened to reply with its form inline, the first time in an isolate and after", async () => {
  const { id } = await addComment(stack.db, {
    recipe: 1,
    name: "Ann",
    email: null,
    rating: 5,
    comment: "Rolled it thin, as the page says.",
    date: commentDate(new Date()),
    client: "first-render",
    notifyOwner: false,
  });
  for (const time of ["first", "second"]) {
    const res = await fetch(`${stack.worker.url}/simplepastadough?reply=${id}&thread=${id}`);
    expect(res.status, `${time}: ${stack.worker.output()}`).toBe(200);
    const html = await res.text();
    const start = html.indexOf(`id="reply-${id}"`);
    const inline = html.slice(start, html.indexOf("</form>", start));
    expect(inline, time).toMatch(/<textarea[^>]*name="comment"/);
    expect(inline, time).not.toContain("<!--$!-->");
    // The data the page hydrates with, whole, ahead of the document's end.
    expect(html, time).toContain("window.__remixContext.streamController.close();");
    expect(html.endsWith("</body></html>"), time).toBe(true);
  }
});
