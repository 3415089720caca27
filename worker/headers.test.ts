import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, pageCsp, SECURITY_HEADERS, securityHeaders, SHARED_HEADERS } from "./headers";
import { SITE, testApp, testEnv } from "../tests/support/worker-app";

const get = (path: string) => testApp().app.request(`${SITE}${path}`, {}, testEnv());

describe("security headers", () => {
  it("give every page the site's CSP, with a fresh nonce that is on the page's scripts", async () => {
    const [first, second] = [await get("/pancakes"), await get("/pancakes")];
    const csp = first.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(csp).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; font-src 'self'; ` +
        "connect-src 'self'; worker-src 'self'; form-action 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(await first.text()).toContain(`<script nonce="${nonce}">`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("give a page kept by the edge cache the same policy with its own inline scripts and styles by hash instead of a nonce", async () => {
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const html =
      `<html><head><script>theme()</script><style id="site-css">body{color:red}</style>` +
      `<script type="application/ld+json">{"@type":"Recipe"}</script><script type="module" src="/assets/a.js"></script></head>` +
      `<body><p>&lt;script&gt;not one&lt;/script&gt;</p><SCRIPT>window.__remixContext = {"é": 1}</SCRIPT><script>theme()</script></body></html>`;
    const csp = await pageCsp(html);
    expect(csp).toBe(
      `default-src 'self'; script-src 'self' ${sha("theme()")} ${sha('window.__remixContext = {"é": 1}')}; ` +
        `style-src 'self' ${sha("body{color:red}")}; img-src 'self' data:; font-src 'self'; ` +
        "connect-src 'self'; worker-src 'self'; form-action 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(await pageCsp("<p>No inline script</p>")).toContain("script-src 'self'; style-src 'self'; img-src");
  });

  it("keep the site's values, and add Hono's stricter defaults", async () => {
    const res = await get("/pancakes");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("are what Hono's secureHeaders sets with the site's values", async () => {
    const honos = secureHeaders({
      contentSecurityPolicy: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, values.map((v) => (typeof v === "string" ? v : NONCE))]),
      ),
      strictTransportSecurity: SECURITY_HEADERS["Strict-Transport-Security"],
      referrerPolicy: SECURITY_HEADERS["Referrer-Policy"],
      xFrameOptions: SECURITY_HEADERS["X-Frame-Options"],
      crossOriginOpenerPolicy: SECURITY_HEADERS["Cross-Origin-Opener-Policy"],
      overwrite: false,
    });
    const headersFrom = async (middleware: MiddlewareHandler, ownCsp?: string) => {
      const app = new Hono();
      app.use("*", middleware);
      app.get("/", (c) => {
        if (ownCsp) c.header("content-security-policy", ownCsp);
        c.header("x-powered-by", "something");
        return c.text("page");
      });
      const res = await app.request("/");
      return [...res.headers].map(([name, value]) => [name, value.replace(/'nonce-[^']+'/g, "'nonce-N'")]).sort();
    };
    expect(await headersFrom(securityHeaders)).toEqual(await headersFrom(honos));
    expect(await headersFrom(securityHeaders, "default-src 'none'")).toEqual(await headersFrom(honos, "default-src 'none'"));
  });

  it("are on error pages, health checks and the worker's own refusals too", async () => {
    const { app } = testApp();
    for (const res of [
      await get("/nowhere"),
      await get("/healthz"),
      await app.request(`${SITE}/pancakes`, { method: "DELETE" }, testEnv()),
    ]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    }
  });

  it("are the ones public/_headers gives the static files", async () => {
    const block = readFileSync(new URL("../public/_headers", import.meta.url), "utf8").split(/\n(?=\S)/)[0];
    const staticHeaders = Object.fromEntries(
      [...block.matchAll(/^\s+([\w-]+):\s*(.+?)\s*$/gm)].map(([, name, value]) => [name.toLowerCase(), value]),
    );
    expect(Object.keys(staticHeaders).sort()).toEqual(
      Object.keys(SHARED_HEADERS)
        .map((h) => h.toLowerCase())
        .sort(),
    );
    const page = await get("/pancakes");
    for (const [name, value] of Object.entries(staticHeaders)) expect(page.headers.get(name), name).toBe(value);
  });
});
