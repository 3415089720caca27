/** Sec-Fetch-Site, when a browser sends it, says same-origin (in any case). */
function fetchSiteAgrees(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === null || site.toLowerCase() === "same-origin";
}

/** Origin, when a browser sends it, names this origin exactly. */
export function originAgrees(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin === null || origin === new URL(request.url).origin;
}

/** X-Forwarded-Host, when sent, names this host: Remix checks it before Host (a 500 when they differ); nothing sets it here. */
export function forwardedHostAgrees(request: Request): boolean {
  // As Remix reads it (server-runtime's parseHostHeader): the first of a list, and an empty one counts as absent.
  const first = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return !first || first.toLowerCase() === new URL(request.url).host;
}

/** Whether a post comes from a page of this site: a header vouches for it and none contradicts it. */
export function fromThisSite(request: Request): boolean {
  const vouched = request.headers.get("sec-fetch-site")?.toLowerCase() === "same-origin" || request.headers.has("origin");
  return vouched && fetchSiteAgrees(request) && originAgrees(request) && forwardedHostAgrees(request);
}
