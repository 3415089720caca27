// Signatures travel as 43 characters of base64url.
const encoder = new TextEncoder();

// Imported once per secret and isolate: every page view signs a form token.
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

function base64url(bytes: ArrayBuffer): string {
  let s = "";
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

export async function sign(secret: string, message: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)));
}

/** crypto.subtle.verify compares in constant time; a signature of the wrong shape is refused before it. */
export async function verify(secret: string, message: string, signature: string | null | undefined): Promise<boolean> {
  if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(signature), encoder.encode(message));
}
