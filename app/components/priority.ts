/**
 * fetchpriority="high" for the one image that is the page's largest paint.
 * React 18 knows no fetchPriority prop (it warns, then passes it on); the
 * lowercase attribute goes through quietly, and the typings don't list it.
 */
export const FETCH_FIRST = { fetchpriority: "high" } as object;
