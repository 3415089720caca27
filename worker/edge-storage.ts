/** What the worker uses of a Workers cache; `TestCache` (tests/support/worker-app.ts) stands in for it in unit tests. */
export type EdgeStorage = Pick<Cache, "match" | "put">;

type WorkersCaches = CacheStorage & { readonly default: Cache };

/** This data center's cache, or none where the runtime has no Cache API (Node, a unit test without a stand-in). */
export function edgeStorage(): EdgeStorage | undefined {
  return typeof caches === "undefined" ? undefined : (caches as WorkersCaches).default;
}
