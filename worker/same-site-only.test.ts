import { describe, expect, it } from "vitest";
import { SITE, testApp, testEnv } from "../tests/support/worker-app";

const FORM = "application/x-www-form-urlencoded";

async function post(headers: Record<string, string>, site = SITE, path = "/pancakes") {
  const { app, rendered } = testApp();
  const res = await app.request(
    `${site}${path}`,
    { method: "POST", headers: { "content-type": FORM, ...headers }, body: "comment=hi" },
    testEnv(),
  );
  return { status: res.status, text: await res.text(), reached: rendered.length > 0 };
}

describe("posts from other sites", () => {
  it.each<[string, Record<string, string>, string?]>([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin null", { origin: "null" }],
    ["an empty Origin", { origin: "" }],
    ["https Origin to an http site", { origin: "https://recipes.example.com" }, "http://recipes.example.com"],
    ["http Origin to an https site", { origin: "http://recipes.example.com" }],
    ["another port", { origin: "https://recipes.example.com:8443" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site CROSS-SITE", { "sec-fetch-site": "CROSS-SITE" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ["the site's Origin but Sec-Fetch-Site cross-site", { origin: SITE, "sec-fetch-site": "cross-site" }],
    ["the site's Origin but Sec-Fetch-Site CROSS-SITE", { origin: SITE, "sec-fetch-site": "CROSS-SITE" }],
    ["Sec-Fetch-Site same-origin but a foreign Origin", { origin: "https://evil.example", "sec-fetch-site": "same-origin" }],
    ["neither Origin nor Sec-Fetch-Site (docs/decisions/008)", {}],
    // Remix would throw on these (a 500 with an empty body): the probe of issue 51.
    ["the site's Origin but X-Forwarded-Host naming another host", { origin: SITE, "x-forwarded-host": "evil.example" }],
    ["X-Forwarded-Host naming another host first in a list", { origin: SITE, "x-forwarded-host": `evil.example, ${new URL(SITE).host}` }],
    [
      "Sec-Fetch-Site same-origin but X-Forwarded-Host naming another host",
      { "sec-fetch-site": "same-origin", "x-forwarded-host": "evil.example" },
    ],
  ])("are refused with the plain 403 page: %s", async (_what, headers, site) => {
    const res = await post(headers, site);
    expect(res.status).toBe(403);
    expect(res.text).toContain("This form can only be sent from this site.");
    expect(res.reached).toBe(false);
  });

  it("are refused whatever form type they claim", async () => {
    for (const type of ["multipart/form-data; boundary=x", "text/plain"]) {
      expect((await post({ origin: "https://evil.example", "content-type": type })).status, type).toBe(403);
    }
  });

  // Issue 35: Hono's csrf checked only the types an HTML form can send, so these reached the actions.
  it.each(["application/json", "application/octet-stream", "text/xml", ""])(
    "are refused whatever their content type, with neither header: %s, to a page or a moderation action",
    async (type) => {
      for (const path of ["/pancakes", "/comments/7/show?sig=x", "/comments/7/hide.data"]) {
        const res = await post({ "content-type": type }, SITE, path);
        expect(res.status, path).toBe(403);
        expect(res.text).toContain("This form can only be sent from this site.");
        expect(res.reached, path).toBe(false);
        expect((await post({ "content-type": type, origin: "https://evil.example" }, SITE, path)).status, path).toBe(403);
      }
    },
  );
});

describe("posts from the site's own pages", () => {
  it.each<[string, Record<string, string>, string?]>([
    ["Origin and Sec-Fetch-Site", { origin: SITE, "sec-fetch-site": "same-origin" }],
    ["Origin alone (a browser without Sec-Fetch-Site)", { origin: SITE }],
    ["Sec-Fetch-Site alone (a browser that leaves Origin out)", { "sec-fetch-site": "same-origin" }],
    ["Sec-Fetch-Site in capitals", { origin: SITE, "sec-fetch-site": "SAME-ORIGIN" }],
    ["over plain http", { origin: "http://127.0.0.1:8788", "sec-fetch-site": "same-origin" }, "http://127.0.0.1:8788"],
    ["X-Forwarded-Host naming this host", { origin: SITE, "x-forwarded-host": new URL(SITE).host }],
    ["an empty X-Forwarded-Host (Remix reads Host then)", { origin: SITE, "x-forwarded-host": "" }],
  ])("reach the action: %s", async (_what, headers, site) => {
    const res = await post(headers, site);
    expect(res.status).toBe(200);
    expect(res.reached).toBe(true);
  });

  it("reach the action whatever their content type: the action decides what it reads", async () => {
    const res = await post({ origin: SITE, "content-type": "application/json" }, SITE, "/comments/7/show?sig=x");
    expect(res.status).toBe(200);
    expect(res.reached).toBe(true);
  });

  it("are not needed to read a page", async () => {
    const { app } = testApp();
    const res = await app.request(
      `${SITE}/pancakes`,
      { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
      testEnv(),
    );
    expect(res.status).toBe(200);
  });
});
