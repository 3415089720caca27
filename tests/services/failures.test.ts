import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, LOCAL_FORM_SECRET, localWorkerVars, startWorker, type RunningWorker } from "../../local/stack";
import { mailPagePath } from "../../app/mailing/signed-links.server";
import { emailValue, fieldError, getPage, postForm } from "../support/site";

const STACK_TRACE = /at [\w$.<>]+ \(|\.ts:\d+|\.js:\d+:\d+|DatabaseError|NeonDbError|ECONNREFUSED|postgres:\/\//;

// The local services are "stopped": nothing listens on the database's port.
let down: RunningWorker;
beforeAll(async () => {
  down = await startWorker({ vars: { ...localWorkerVars(await freePort()), FORM_MIN_FILL_MS: "0" } });
});
afterAll(() => down?.stop());

describe("with the database down", () => {
  it("a category page answers 503 with a friendly page and no stack trace, and the log says what failed", async () => {
    const res = await getPage("/desserts", down.url);
    expect(res.status).toBe(503);
    expect(res.html).toContain("Our kitchen database isn&#x27;t answering right now");
    expect(res.html).toMatch(/href="\/"/);
    expect(res.html).not.toMatch(STACK_TRACE);
    await expect.poll(() => down.output()).toContain("/desserts: recipes unavailable");
  });

  it("the home page serves without its counts, and is not kept in the edge cache that way", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${down.url}/`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain("<h1>Browse by Category</h1>");
      expect(html).not.toContain('class="category-card-count"');
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-edge-cache")).toBeNull();
    }
  });

  it("a recipe page still serves the recipe, saying comments can't be shown", async () => {
    const res = await getPage("/beefstew", down.url);
    expect(res.status).toBe(200);
    expect(res.html).toContain("<h1>Beef Stew</h1>");
    expect(res.html).toContain("Comments can&#x27;t be shown right now");
    expect(res.html).not.toMatch(STACK_TRACE);
  });

  it("a comment answers 503 with the form and everything typed", async () => {
    const res = await postForm(
      "/beefstew",
      { intent: "comment", recipe: "7", name: "Pia", email: "pia@example.com", rating: "4", comment: "Hearty." },
      down.url,
    );
    expect(res.status).toBe(503);
    expect(res.html).toContain("couldn&#x27;t save your comment");
    expect(res.html).toContain('value="Pia"');
    expect(res.html).toContain('value="pia@example.com"');
    expect(res.html).toContain(">Hearty.</textarea>");
    expect(res.html).toMatch(/<input[^>]*value="4"[^>]*checked=""|<input[^>]*checked=""[^>]*value="4"/);
    expect(res.html).not.toMatch(STACK_TRACE);
  });

  // Issue 51: nothing is lost, the ticked box included; the writer posts again when the database is back.
  it("a comment with the reply-notice box ticked answers 503 keeping the address and the tick", async () => {
    const fields = {
      intent: "comment",
      recipe: "7",
      name: "Pia",
      email: "pia@example.com",
      notify: "on",
      rating: "4",
      comment: "Tell me.",
    };
    const res = await postForm("/beefstew", fields, down.url);
    expect(res.status).toBe(503);
    expect(res.html).toContain('value="pia@example.com"');
    expect(res.html).toMatch(/<input name="notify" type="checkbox"[^>]*checked=""/);
    expect(res.html).not.toMatch(STACK_TRACE);
  });

  it("Your mail answers 503 with no stack trace; a Stop and a fresh-link request say try again, the typed address kept", async () => {
    const link = await mailPagePath(LOCAL_FORM_SECRET, "kept@example.com", Date.now());
    const page = await getPage(link, down.url);
    expect(page.status).toBe(503);
    expect(page.html).toContain("Your mail can&#x27;t be shown just now");
    expect(page.html).not.toMatch(STACK_TRACE);
    const stop = await postForm(link, { intent: "stop", item: "newsletter" }, down.url);
    expect(stop.status).toBe(503);
    expect(stop.html).toContain("Nothing was changed");
    expect(stop.html).not.toMatch(STACK_TRACE);
    const fresh = await postForm("/mail", { intent: "link", email: "kept@example.com" }, down.url);
    expect(fresh.status).toBe(503);
    expect(fieldError(fresh.html)).toContain("can't be done just now");
    expect(emailValue(fresh.html)).toBe("kept@example.com");
    expect(fresh.html).not.toMatch(STACK_TRACE);
    await expect.poll(() => down.output()).toContain("mail page link failed");
  });

  it("the replies resource answers 503 as JSON", async () => {
    const res = await fetch(`${down.url}/comments/1/replies`);
    expect(res.status).toBe(503);
    const body = await res.text();
    expect(body).not.toMatch(STACK_TRACE);
    expect(JSON.parse(body)).toEqual({ replies: null, error: "Replies are unavailable right now" });
  });
});
