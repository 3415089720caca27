import { describe, expect, it } from "vitest";
import { formSecret, issueFormToken } from "../app/forms/guard.server";
import { SAME_SITE, SITE, testApp, testEnv } from "../tests/support/worker-app";

const ip = { "cf-connecting-ip": "203.0.113.9" };

describe("form tokens", () => {
  it("are issued fresh, signed with the form secret, for every page read, for the client that reads it", async () => {
    const { app, rendered } = testApp();
    const env = testEnv();
    await app.request(`${SITE}/pancakes`, { headers: ip }, env);
    const token = rendered[0].formToken!;
    const [issuedAt] = token.split(".");
    expect(Number(Date.now()) - Number(issuedAt)).toBeLessThan(5_000);
    expect(token).toBe(await issueFormToken(formSecret(env), "203.0.113.9", Number(issuedAt)));
    expect(token).not.toBe(await issueFormToken(formSecret(env), "203.0.113.10", Number(issuedAt)));
  });

  it("are issued for a HEAD as for its GET: the page it renders may be kept for every reader after it", async () => {
    const { app, rendered } = testApp();
    await app.request(`${SITE}/about`, { method: "HEAD", headers: ip }, testEnv());
    const token = rendered[0].formToken!;
    expect(token).toBe(await issueFormToken(formSecret(testEnv()), "203.0.113.9", Number(token.split(".")[0])));
  });

  it("are not issued for a post", async () => {
    const { app, rendered } = testApp();
    await app.request(`${SITE}/pancakes`, { method: "POST", headers: SAME_SITE, body: "a=1" }, testEnv());
    expect(rendered[0].formToken).toBeUndefined();
  });

  it("are not issued for a page's data, which carries no form", async () => {
    const { app, rendered } = testApp();
    await app.request(`${SITE}/pancakes.data`, { headers: ip }, testEnv());
    expect(rendered[0].formToken).toBeUndefined();
  });
});
