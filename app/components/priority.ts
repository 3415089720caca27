/** fetchpriority="high" for the largest paint: React 18 knows no fetchPriority prop, the lowercase attribute passes quietly. */
export const FETCH_FIRST = { fetchpriority: "high" } as object;
