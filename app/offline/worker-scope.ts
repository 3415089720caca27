// Typed by hand: the tsconfig has the DOM's types, not the service worker's, and the worker uses little of its scope.
import type { PrecacheEntry } from "serwist";
import { OFFLINE_PATH } from "./policy";

declare const __PRECACHE_ENTRIES__: PrecacheEntry[];

export type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
export type MessageEvent = ExtendableEvent & { data: unknown; ports: readonly MessagePort[] };
export type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type Scope = {
  location: Location;
  navigator: Navigator;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};
export const scope = self as unknown as Scope;

export const PRECACHE_ENTRIES = __PRECACHE_ENTRIES__;
export const revisionOf = (url: string) => new URL(url, scope.location.href).searchParams.get("__WB_REVISION__") ?? "";
/** This build, named by its offline page's revision (a hash of its scripts' names, vite-plugins/offline-worker.ts). */
export const BUILD = PRECACHE_ENTRIES.find((e) => typeof e !== "string" && e.url === OFFLINE_PATH)?.revision ?? "";

export async function cacheEntries(name: string) {
  const cache = await caches.open(name);
  const entries = await Promise.all((await cache.keys()).map(async (request) => ({ request, response: await cache.match(request) })));
  return { cache, entries: entries.filter((e): e is { request: Request; response: Response } => e.response !== undefined) };
}
