// Small, for the list's own script: the code that works a list out from the saved pages loads only when used.
import { useEffect, useState } from "react";
import { PAGES_CACHE } from "./policy";

async function keptRecipes(slugs: readonly string[]): Promise<Set<string>> {
  // Looked up, not opened: opening would make the worker's store on a device that has no worker yet.
  if (!(await caches.has(PAGES_CACHE))) return new Set();
  const paths = new Set((await (await caches.open(PAGES_CACHE)).keys()).map((r) => new URL(r.url).pathname));
  return new Set(slugs.filter((s) => paths.has(`/${s}`)));
}

/** Slugs space-separated; null until looked up, and looked up again as the device goes offline, to say it at once. */
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
