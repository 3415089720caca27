// Every link that carries the scale, units or a plan adds them here: after any query it has, before its "#". Commas stay
// as they are, so a list's recipes read as "r=beefstew.2,marinara.1".
export function withQuery(path: string, params: readonly (readonly [string, string])[]): string {
  const query = params.map(([k, v]) => `${formEncoded(k)}=${formEncoded(v)}`).join("&");
  if (!query) return path;
  const hashAt = path.indexOf("#");
  const [base, hash] = hashAt < 0 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash}`;
}

// As URLSearchParams writes a value (application/x-www-form-urlencoded), commas aside. A recipe page makes some 50 of
// these links, and in the worker each URLSearchParams is an object of the runtime's: a tenth of a plan's render.
function formEncoded(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text)
      .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      .replaceAll("%20", "+");
  } catch {
    // A lone surrogate, which URLSearchParams writes as U+FFFD.
    encoded = new URLSearchParams([["", text]]).toString().slice(1);
  }
  return encoded.replaceAll("%2C", ",");
}
