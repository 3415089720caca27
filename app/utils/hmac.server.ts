// Signatures travel as 43 characters of base64url.
import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";

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

export async function sign(secret: string, message: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message));
  return encodeBase64Url(signature).replace(/=+$/, "");
}

/** crypto.subtle.verify compares in constant time; a signature of the wrong shape is refused before it. */
export async function verify(secret: string, message: string, signature: string | null | undefined): Promise<boolean> {
  if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), decodeBase64Url(signature), encoder.encode(message));
}
