import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { Env } from "../app/utils/env";
import { configured } from "./config";

const env = (vars: Partial<Env> = {}) =>
  ({ DATABASE_URL: "postgres://app:pw@db.example.com/app", SITE_URL: "https://recipes.example.com", ...vars }) as Env;

describe("a worker with a bad configuration", () => {
  it("answers a plain 500 and logs the variable, never its value", async () => {
    const app = new Hono<{ Bindings: Env }>().use("*", configured).get("/", (c) => c.text("page"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request("/", {}, env({ MAIL_TRANSPORT: "mailchanels", FORM_SECRET: "s3cret" }));
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).toContain("Something went wrong on our side");
    expect(body).not.toMatch(/MAIL_TRANSPORT|mailchanels/);
    expect(errors).toHaveBeenCalledWith('Configuration: MAIL_TRANSPORT must be "mailchannels" or "cloudflare"');
    expect(JSON.stringify(errors.mock.calls)).not.toMatch(/s3cret|mailchanels/);
    errors.mockRestore();
    expect(await (await app.request("/", {}, env())).text()).toBe("page");
  });
});
