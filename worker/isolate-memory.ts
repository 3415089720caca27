import type { EdgeStorage } from "./edge-storage";

// An isolate sees its own purges at once, another's and a Cache-Tag purge within the second (decision 017).
export const REREAD_AFTER_MS = 1000;

/** Per cache (each test has its own), `max` at most. */
export function isolateMemory<T>(max = Infinity) {
  const byCache = new WeakMap<EdgeStorage, Map<string, { value: T; until: number }>>();
  return {
    get(cache: EdgeStorage, key: string): T | undefined {
      const entries = byCache.get(cache);
      const found = entries?.get(key);
      if (found && Date.now() < found.until) return found.value;
      if (found) entries!.delete(key);
      return undefined;
    },
    set(cache: EdgeStorage, key: string, value: T, until = Date.now() + REREAD_AFTER_MS) {
      let entries = byCache.get(cache);
      if (!entries) byCache.set(cache, (entries = new Map()));
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until });
    },
  };
}
