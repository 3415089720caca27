import { describe, expect, it } from "vitest";
import { sign, verify } from "./hmac.server";

// Node's own HMAC-SHA256 in base64url, written out: links and form tokens already sent must keep verifying.
const ISSUED = [
  ["moderate:hide:7", "R0WcxKh72_6S3XjrlDr7ySOMJaJJOJa0Pv1xmnNIjYQ"],
  ["form:1764000000000:203.0.113.9", "vfI-NBKeLrl-wm7q23sjR6cBmNOUUTpOSelVy0elgJ8"],
] as const;

describe("signatures", () => {
  it.each(ISSUED)("are HMAC-SHA256 in unpadded base64url, as issued before: %s", async (message, signature) => {
    expect(await sign("s3cret", message)).toBe(signature);
    expect(await verify("s3cret", message, signature)).toBe(true);
  });

  it.each(ISSUED)("refuse another message, another secret, or a changed character: %s", async (message, signature) => {
    expect(await verify("s3cret", `${message}x`, signature)).toBe(false);
    expect(await verify("other", message, signature)).toBe(false);
    expect(await verify("s3cret", message, `${signature.slice(0, -1)}A`)).toBe(false);
    expect(await verify("s3cret", message, `${signature}=`)).toBe(false);
    expect(await verify("s3cret", message, null)).toBe(false);
  });
});
