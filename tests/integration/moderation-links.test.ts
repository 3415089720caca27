import { describe, expect, it } from "vitest";
import { moderationPath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { mailAbout, moderationLinks } from "../support/mail";
import { comment, hiddenAt, press, tag } from "../support/moderation";
import { siteUrl } from "../support/site";

describe("a link that is not the owner's", () => {
  it.each([
    ["a changed signature", (u: URL) => u.searchParams.set("sig", flip(u.searchParams.get("sig")!))],
    ["a cut signature", (u: URL) => u.searchParams.set("sig", u.searchParams.get("sig")!.slice(0, 30))],
    ["no signature", (u: URL) => u.searchParams.delete("sig")],
    ["the hide signature on the show link", (u: URL) => (u.pathname = u.pathname.replace("/hide", "/show"))],
    [
      "the signature of another comment",
      (u: URL) => (u.pathname = u.pathname.replace(/\/comments\/(\d+)\//, (_m, n) => `/comments/${Number(n) + 1}/`)),
    ],
    ["an id that is no number", (u: URL) => (u.pathname = u.pathname.replace(/\/comments\/\d+\//, "/comments/abc/"))],
  ])("with %s gets a clear 403 page on GET and POST, and changes nothing", async (_what, tamper) => {
    const id = await comment(`Target ${tag()}`);
    const url = new URL((await moderationLinks(await mailAbout(id))).hide);
    tamper(url);
    for (const res of [await fetch(url), await press(url.toString())]) {
      const html = await res.text();
      expect(res.status).toBe(403);
      expect(html).toContain("This link isn&#x27;t valid");
      expect(html).toContain("Nothing was changed.");
    }
    expect(await hiddenAt(id)).toBeNull();
    expect(await hiddenAt(id + 1)).toBeNull();
  });

  it("for a comment that does not exist (signed right) gets a 404 page", async () => {
    const path = await moderationPath(LOCAL_FORM_SECRET, 2_000_000_000, "hide");
    for (const res of [await fetch(`${siteUrl()}${path}`), await press(`${siteUrl()}${path}`)]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("That comment no longer exists");
    }
  });

  it("for another action than hide or show is a 404", async () => {
    expect((await fetch(`${siteUrl()}/comments/1/delete?sig=x`)).status).toBe(404);
  });

  it("gets 405 for methods other than GET and POST, and nothing changes", async () => {
    const id = await comment(`Methods ${tag()}`);
    const { hide } = await moderationLinks(await mailAbout(id));
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await fetch(hide, { method, headers: { origin: siteUrl() } });
      expect(res.status, method).toBe(405);
      expect(await res.text()).toContain("Nothing was changed.");
    }
    expect(await hiddenAt(id)).toBeNull();
  });

  it("posted from another site is refused with 403, and nothing changes", async () => {
    const id = await comment(`Cross-site ${tag()}`);
    const { hide } = await moderationLinks(await mailAbout(id));
    const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await press(hide, headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("This form can only be sent from this site.");
    }
    expect(await hiddenAt(id)).toBeNull();
  });
});

function flip(sig: string): string {
  return `${sig.slice(0, 5)}${sig[5] === "A" ? "B" : "A"}${sig.slice(6)}`;
}
