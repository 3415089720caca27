import { parse } from "hono/utils/cookie";

// A browser that has just posted skips the cache for recipe pages (as WordPress caches do for comment authors).
const COMMENTER_COOKIE = "commenter";

export function commenterCookie(ttlSeconds: number, secure: boolean): string {
  return `${COMMENTER_COOKIE}=1; Max-Age=${ttlSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function hasCommenterCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && parse(cookieHeader, COMMENTER_COOKIE)[COMMENTER_COOKIE] !== undefined;
}
