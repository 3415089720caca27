// Whether the recipes a page needs are kept on this device: a list worked out offline reads them from their saved
// pages (app/shopping-list/offline-list.ts). Small, for the list's own script: the list's code loads only when used.
import { useEffect, useState } from "react";
import { PAGES_CACHE } from "./policy";

/** The recipes (slugs) whose page this device keeps, at any scale, in either units or with a plan. */
async function keptRecipes(slugs: readonly string[]): Promise<Set<string>> {
  // Looked up, not opened: opening would make the worker's store on a device that has no worker yet.
  if (!(await caches.has(PAGES_CACHE))) return new Set();
  const paths = new Set((await (await caches.open(PAGES_CACHE)).keys()).map((r) => new URL(r.url).pathname));
  return new Set(slugs.filter((s) => paths.has(`/${s}`)));
}

/**
 * Whether every recipe named (slugs, space-separated) is kept, null until looked up: as the page starts, where a
 * service worker keeps pages, and again as the device goes offline, so that what is said then is said at once.
 */
export function useRecipesKept(slugs: string): boolean | null {
  const [kept, setKept] = useState<boolean | null>(null);
  useEffect(() => {
    if (!slugs || !("caches" in window) || !("serviceWorker" in navigator)) return;
    let live = true;
    const look = () =>
      void keptRecipes(slugs.split(" "))
        .then((found) => live && setKept(found.size === new Set(slugs.split(" ")).size))
        .catch(() => live && setKept(false));
    look();
    addEventListener("offline", look);
    return () => {
      live = false;
      removeEventListener("offline", look);
    };
  }, [slugs]);
  return kept;
}
