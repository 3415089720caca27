// CF-Connecting-IP, never X-Forwarded-For (anyone can set it). IPv6 by its /64 (one household); junk shares one
// "unknown" key so it can't mint a fresh rate limit per request.

export const UNKNOWN_CLIENT = "unknown";

export function clientKey(request: Request): string {
  return addressKey(request.headers.get("cf-connecting-ip") ?? "");
}

export function addressKey(written: string): string {
  const text = written.trim();
  const v4 = ipv4(text);
  if (v4) return v4.join(".");
  const v6 = ipv6(text);
  if (!v6) return UNKNOWN_CLIENT;
  if (v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff) {
    return [v6[6] >> 8, v6[6] & 0xff, v6[7] >> 8, v6[7] & 0xff].join(".");
  }
  return `${v6
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

function ipv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

function ipv6(text: string): number[] | null {
  if (!/^[0-9A-Fa-f:.]{2,45}$/.test(text)) return null;
  let hex = text;
  if (text.includes(".")) {
    // "::ffff:192.0.2.1" is "::ffff:c000:201" written with its last 32 bits in dotted form.
    const at = text.lastIndexOf(":");
    const v4 = at < 0 ? null : ipv4(text.slice(at + 1));
    if (!v4) return null;
    hex = `${text.slice(0, at + 1)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = hex.split("::");
  if (halves.length > 2) return null;
  const [before, after] = halves.map((half) => (half === "" ? [] : half.split(":").map(hexGroup)));
  const groups = [...before, ...(after ?? [])];
  if (groups.some((g) => g === null)) return null;
  if (!after) return groups.length === 8 ? (groups as number[]) : null;
  // "::" stands for one or more zero groups.
  if (groups.length > 7) return null;
  return [...before, ...Array<number>(8 - groups.length).fill(0), ...after] as number[];
}

function hexGroup(group: string): number | null {
  return /^[0-9A-Fa-f]{1,4}$/.test(group) ? parseInt(group, 16) : null;
}
