/** Helpers for tests that talk to the running site the way a browser without JavaScript does. */
import { inject } from "vitest";
import { createDb, type Db } from "../../app/db.server";

export const siteUrl = () => inject("siteUrl");
export const servicesUrl = () => inject("servicesUrl");

/** A database client on the same local services the worker uses. */
export function testDb(): Db {
  return createDb(inject("databaseUrl"), { timeoutMs: 30_000 });
}

export async function getPage(path: string, base = siteUrl()) {
  const res = await fetch(new URL(path, base), { redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** Posts a form as a browser would without JavaScript (same-origin, urlencoded). */
export async function postForm(path: string, fields: Record<string, string>, base = siteUrl()) {
  const url = new URL(path, base);
  const res = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: url.origin,
    },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The text of the first element matching a class name or id in server-rendered HTML. */
export function textOf(html: string, marker: RegExp): string | null {
  const m = html.match(marker);
  return m ? decode(m[1]) : null;
}

export function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export const statusMessage = (html: string) => textOf(html, /role="status"[^>]*>([^<]*)</);
export const fieldError = (html: string) => textOf(html, /class="field-error"[^>]*>([^<]*)</);
export const emailValue = (html: string) => textOf(html, /<input[^>]*name="email"[^>]*value="([^"]*)"/) ?? textOf(html, /<input[^>]*value="([^"]*)"[^>]*name="email"/);

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
