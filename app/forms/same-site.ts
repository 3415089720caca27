/** Sec-Fetch-Site, when a browser sends it, says same-origin (in any case). */
export function fetchSiteAgrees(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === null || site.toLowerCase() === "same-origin";
}

/** Origin, when a browser sends it, names this origin exactly. */
export function originAgrees(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin === null || origin === new URL(request.url).origin;
}

/** Whether a post comes from a page of this site: a header vouches for it and neither contradicts it. */
export function fromThisSite(request: Request): boolean {
  const vouched = request.headers.get("sec-fetch-site")?.toLowerCase() === "same-origin" || request.headers.has("origin");
  return vouched && fetchSiteAgrees(request) && originAgrees(request);
}
