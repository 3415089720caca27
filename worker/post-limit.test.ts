import { describe, expect, it } from "vitest";
import { clientKey } from "../app/forms/guard.server";
import { SAME_SITE, SITE, testApp, testEnv } from "../tests/support/worker-app";

/** A stand-in for the Workers Rate Limiting binding: `allowed` posts per key. */
function limiter(allowed: number) {
  const counts = new Map<string, number>();
  return {
    keys: () => [...counts.keys()],
    binding: {
      async limit({ key }: { key: string }) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { success: counts.get(key)! <= allowed };
      },
    } as RateLimit,
  };
}

const ip = { "cf-connecting-ip": "203.0.113.9" };

describe("the post rate limit", () => {
  it("answers the post past the limit with the 429 page, and lets the next client through", async () => {
    const { app, rendered } = testApp();
    const { binding, keys } = limiter(2);
    const post = (headers: Record<string, string>) =>
      app.request(
        `${SITE}/pancakes`,
        { method: "POST", headers: { ...SAME_SITE, ...headers }, body: "a=1" },
        testEnv({ POST_LIMITER: binding }),
      );
    expect((await post(ip)).status).toBe(200);
    expect((await post(ip)).status).toBe(200);
    const blocked = await post(ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("60");
    expect(await blocked.text()).toContain("<h1>Slow down a little</h1>");
    expect(rendered).toHaveLength(2);
    expect((await post({ "cf-connecting-ip": "203.0.113.10" })).status).toBe(200);
    expect(keys()).toEqual([
      clientKey(new Request(SITE, { headers: ip })),
      clientKey(new Request(SITE, { headers: { "cf-connecting-ip": "203.0.113.10" } })),
    ]);
  });

  it("sends a fetcher's post past the limit on to its action, marked, so the form can say so", async () => {
    const { app, rendered } = testApp();
    const env = testEnv({ POST_LIMITER: limiter(0).binding });
    const res = await app.request(`${SITE}/pancakes.data`, { method: "POST", headers: { ...SAME_SITE, ...ip }, body: "a=1" }, env);
    expect(res.status).toBe(200);
    expect(rendered[0].postLimited).toBe(true);
  });

  it.each(["/comments/7/show.data?sig=x", "/comments/7/hide.data"])(
    "answers any other post past the limit with the 429 page, .data or not: %s",
    async (path) => {
      const { app, rendered } = testApp();
      const env = testEnv({ POST_LIMITER: limiter(0).binding });
      for (const p of [path, path.replace(".data", "")]) {
        const res = await app.request(`${SITE}${p}`, { method: "POST", headers: { ...SAME_SITE, ...ip }, body: "a=1" }, env);
        expect(res.status, p).toBe(429);
        expect(await res.text()).toContain("<h1>Slow down a little</h1>");
      }
      expect(rendered).toHaveLength(0);
    },
  );

  it("doesn't count reading pages, and lets posts through when the limiter fails", async () => {
    const { app, rendered } = testApp();
    const counted = limiter(0);
    await app.request(`${SITE}/pancakes`, { headers: ip }, testEnv({ POST_LIMITER: counted.binding }));
    expect(counted.keys()).toEqual([]);
    const broken: RateLimit = { limit: () => Promise.reject(new Error("limiter down")) };
    const res = await app.request(
      `${SITE}/pancakes`,
      { method: "POST", headers: { ...SAME_SITE, ...ip }, body: "a=1" },
      testEnv({ POST_LIMITER: broken }),
    );
    expect(res.status).toBe(200);
    expect(rendered.at(-1)!.postLimited).toBeFalsy();
  });
});

describe("the one-click unsubscribe's own limit", () => {
  const ONE_CLICK = `${SITE}/unsubscribe/one-click?email=a%40example.com&sig=x`;
  // As a mail provider's server sends it: no Origin, the RFC 8058 body.
  const provider = (headers: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });

  it("counts one-click posts per client on a limiter of their own, past the forms' limit, then answers 429 until the next client", async () => {
    const { app, rendered } = testApp();
    const forms = limiter(0);
    const oneClick = limiter(3);
    const env = testEnv({ POST_LIMITER: forms.binding, ONE_CLICK_LIMITER: oneClick.binding });
    for (let i = 0; i < 3; i++) expect((await app.request(ONE_CLICK, provider(ip), env)).status).toBe(200);
    const refused = await app.request(ONE_CLICK, provider(ip), env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(rendered).toHaveLength(3);
    expect((await app.request(ONE_CLICK, provider({ "cf-connecting-ip": "203.0.113.10" }), env)).status).toBe(200);
    // The forms' limiter never saw them: a provider's unsubscribes don't spend a person's form posts.
    expect(forms.keys()).toEqual([]);
    expect(oneClick.keys()).toHaveLength(2);
  });

  it("counts no other post, and lets one-click posts through when its limiter fails", async () => {
    const { app } = testApp();
    const oneClick = limiter(0);
    await app.request(
      `${SITE}/pancakes`,
      { method: "POST", headers: { ...SAME_SITE, ...ip }, body: "a=1" },
      testEnv({ ONE_CLICK_LIMITER: oneClick.binding }),
    );
    expect(oneClick.keys()).toEqual([]);
    const broken: RateLimit = { limit: () => Promise.reject(new Error("limiter down")) };
    expect((await app.request(ONE_CLICK, provider(ip), testEnv({ ONE_CLICK_LIMITER: broken }))).status).toBe(200);
  });
});
