// The probe's findings of issue 51 on the comment forms and the owner's mail, each refused as the issue asks.
import { describe, expect, it } from "vitest";
import { unsubscribePath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { commentFields, tag } from "../support/comments";
import { decode, postForm, randomIp, siteUrl, testDb, uniqueEmail } from "../support/site";

const postWithForwardedHost = (path: string, fields: Record<string, string>, forwardedHost: string) =>
  postForm(path, fields, siteUrl(), randomIp(), { "x-forwarded-host": forwardedHost });

describe("a post whose X-Forwarded-Host names another host", () => {
  it("gets the site's 403 page, not Remix's empty 500, and stores nothing", async () => {
    const text = `Forwarded from elsewhere ${tag()}`;
    const res = await postWithForwardedHost("/pancakes", commentFields({ comment: text }), "evil.example");
    expect(res.status).toBe(403);
    expect(decode(res.html)).toContain("This form can only be sent from this site.");
    expect(await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).toEqual([]);
  });

  it("naming this host, posts as ever", async () => {
    const text = `Forwarded from here ${tag()}`;
    const res = await postWithForwardedHost("/pancakes", commentFields({ comment: text }), new URL(siteUrl()).host);
    expect(res.status).toBe(303);
  });

  it("on the one-click unsubscribe, whose signature is its permission, still unsubscribes", async () => {
    const email = uniqueEmail("forwarded");
    await testDb().query("INSERT INTO subscriptions (email) VALUES ($1)", [email]);
    const url = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`;
    const res = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl(), "x-forwarded-host": "evil.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBeLessThan(500);
    expect(await testDb().query("SELECT 1 FROM subscriptions WHERE email = $1", [email])).toEqual([]);
  });
});
