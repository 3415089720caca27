import { describe, expect, it } from "vitest";
import { getPage, postForm, servicesUrl, siteUrl } from "../support/site";

async function sqlRequests(): Promise<number> {
  return ((await (await fetch(`${servicesUrl()}/stats`)).json()) as { sqlRequests: number }).sqlRequests;
}

/** The database round trips one page load costs. */
async function roundTrips(path: string) {
  const before = await sqlRequests();
  const res = await fetch(`${siteUrl()}${path}`);
  await res.text();
  return { trips: (await sqlRequests()) - before, cache: res.headers.get("x-edge-cache"), res };
}

describe("database round trips", () => {
  it("a recipe page costs one, with or without an open thread", async () => {
    expect((await roundTrips("/beefstew")).trips).toBe(1);
    expect((await roundTrips("/beefstew?thread=1")).trips).toBe(1);
    expect((await roundTrips("/beefstew?x=3")).trips).toBe(1);
  });

  it("the home page and a category page cost one, then none from the edge cache", async () => {
    for (const path of [`/?p=${Date.now()}`, `/doughs?p=${Date.now()}`]) {
      const first = await roundTrips(path);
      expect(first).toMatchObject({ trips: 1, cache: "MISS" });
      expect(first.res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
      const second = await roundTrips(path);
      expect(second).toMatchObject({ trips: 0, cache: "HIT" });
    }
  });

  it("About costs none", async () => {
    expect((await roundTrips(`/about?p=${Date.now()}`)).trips).toBe(0);
  });
});

describe("the edge cache", () => {
  it("never keeps recipe pages: a new comment shows on the next load", async () => {
    const text = `Fresh ${Date.now()}`;
    const first = await fetch(`${siteUrl()}/flourtortillas`);
    expect(first.headers.get("x-edge-cache")).toBeNull();
    expect(first.headers.get("cache-control") ?? "").not.toContain("s-maxage");
    await first.text();
    await postForm("/flourtortillas", { intent: "comment", recipe: "13", name: "Ed", rating: "5", comment: text });
    expect((await getPage("/flourtortillas")).html).toContain(text);
  });

  it("never keeps form answers", async () => {
    const res = await postForm("/about", { email: "" });
    expect(res.headers.get("x-edge-cache")).toBeNull();
  });

  it("keeps a page together with the security policy its scripts were rendered for", async () => {
    const path = `/salads?p=${Date.now()}`;
    await (await fetch(`${siteUrl()}${path}`)).text();
    const hit = await fetch(`${siteUrl()}${path}`);
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    const nonce = hit.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
    const html = await hit.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("keeps static files with hashed names for a year, unchanged", async () => {
    const { html } = await getPage("/pancakes");
    const script = html.match(/src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/)!;
    const res = await fetch(`${siteUrl()}${script[1] ?? script[2]}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
