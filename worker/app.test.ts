import { describe, expect, it } from "vitest";
import { unsubscribePath } from "../app/mailing/signed-links.server";
import { VIEW_BEACON_PATH } from "./analytics";
import { SITE, testApp, testEnv } from "../tests/support/worker-app";

const dataset = () => {
  const points: { blobs: string[] }[] = [];
  const binding: AnalyticsEngineDataset = { writeDataPoint: (p: { blobs: string[] }) => points.push(p) };
  return { points, binding };
};

describe("page views in the worker", () => {
  it("count full page loads with their status, and nothing else", async () => {
    const { app } = testApp();
    const { points, binding } = dataset();
    const env = testEnv({ PAGE_VIEWS: binding });
    await app.request(`${SITE}/pancakes`, {}, env);
    await app.request(`${SITE}/nowhere`, {}, env);
    await app.request(`${SITE}/healthz`, {}, env);
    await app.request(`${SITE}/pancakes`, { method: "POST", headers: { origin: SITE }, body: "a=1" }, env);
    expect(points.map((p) => p.blobs)).toEqual([
      ["recipe", "/pancakes", "200"],
      ["other", "/nowhere", "404"],
    ]);
  });

  it("take the beacon before the post guards: no 403, no 405, no rate limit", async () => {
    const { app } = testApp();
    const { points, binding } = dataset();
    const never: RateLimit = { limit: () => Promise.resolve({ success: false }) };
    const res = await app.request(
      `${SITE}${VIEW_BEACON_PATH}`,
      { method: "POST", headers: { "sec-fetch-site": "same-origin", "content-type": "text/plain" }, body: "/desserts" },
      testEnv({ PAGE_VIEWS: binding, POST_LIMITER: never }),
    );
    expect(res.status).toBe(204);
    expect(points.map((p) => p.blobs[1])).toEqual(["/desserts"]);
  });
});

describe("the one-click unsubscribe", () => {
  const env = testEnv({ POST_LIMITER: { limit: () => Promise.resolve({ success: false }) } });
  const provider = {
    origin: "https://mail.provider.example",
    "sec-fetch-site": "cross-site",
    "content-type": "application/x-www-form-urlencoded",
  };

  it("lets a mail provider's post from its own servers past the same-site check and the rate limit, to the page's action", async () => {
    const { app, rendered } = testApp();
    const path = await unsubscribePath("test-secret", "reader@example.com");
    const res = await app.request(`${SITE}${path}`, { method: "POST", headers: provider, body: "List-Unsubscribe=One-Click" }, env);
    expect(res.status).toBe(200);
    expect(rendered.map((r) => `${r.request.method} ${new URL(r.request.url).pathname}`)).toEqual(["POST /unsubscribe/one-click"]);
  });

  it("leaves every other post under both", async () => {
    const { app, rendered } = testApp();
    const res = await app.request(`${SITE}/about`, { method: "POST", headers: provider, body: "a=1" }, env);
    expect(res.status).toBe(403);
    const limited = await app.request(`${SITE}/about`, { method: "POST", headers: { origin: SITE }, body: "a=1" }, env);
    expect(limited.status).toBe(429);
    expect(rendered).toEqual([]);
  });
});
