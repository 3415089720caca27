// Every link that carries the scale, units or a plan adds them here: after any query it has, before its "#". Commas stay
// as they are, so a list's recipes read as "r=beefstew.2,marinara.1".
export function withQuery(path: string, params: readonly (readonly [string, string])[]): string {
  const query = new URLSearchParams(params.map(([k, v]) => [k, v])).toString().replaceAll("%2C", ",");
  if (!query) return path;
  const hashAt = path.indexOf("#");
  const [base, hash] = hashAt < 0 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash}`;
}
