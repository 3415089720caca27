import { describe, expect, it } from "vitest";
import { addressKey, clientKey, UNKNOWN_CLIENT } from "./client-key.server";
import { clientHash } from "./guard.server";

const from = (ip: string) => new Request("https://x.test/", { headers: { "cf-connecting-ip": ip } });

describe("the rate-limit key", () => {
  it("is an IPv4 address in its plain form, however it is written", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(addressKey("203.000.113.007")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64, in one spelling", () => {
    const key = "2001:db8:abcd:12::/64";
    for (const written of ["2001:db8:abcd:12::1", "2001:DB8:ABCD:0012:ffff:1:2:3", "2001:db8:abcd:12:0:0:0:0", "2001:db8:abcd:12::"]) {
      expect(addressKey(written), written).toBe(key);
    }
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::")).toBe("0:0:0:0::/64");
    expect(addressKey("1:2:3:4:5:6:7::")).toBe("1:2:3:4::/64");
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("is the IPv4 address an IPv4-mapped IPv6 address stands for", () => {
    for (const written of ["::ffff:192.0.2.1", "::FFFF:c000:201", "0:0:0:0:0:ffff:192.0.2.1", "::ffff:192.000.002.001"]) {
      expect(addressKey(written), written).toBe("192.0.2.1");
    }
  });

  it.each([
    ["a comma list", "203.0.113.7, 10.0.0.1"],
    ["a list with another tail", "203.0.113.7,1"],
    ["a list without spaces", "203.0.113.7,203.0.113.8"],
    ["an IPv6 list", "2001:db8::1, 2001:db8::2"],
    ["nothing", ""],
    ["spaces", "   "],
    ["a name", "localhost"],
    ["garbage", "not an address"],
    ["an IPv4 octet over 255", "256.1.1.1"],
    ["three octets", "1.2.3"],
    ["five octets", "1.2.3.4.5"],
    ["an empty octet", "1..2.3"],
    ["a signed octet", "1.2.3.+4"],
    ["a port", "203.0.113.7:443"],
    ["an IPv6 address in brackets", "[2001:db8::1]"],
    ["an IPv6 address with a zone", "fe80::1%eth0"],
    ["two '::'", "2001::db8::1"],
    ["nine groups", "1:2:3:4:5:6:7:8:9"],
    ["'::' among eight groups", "1:2:3:4::5:6:7:8"],
    ["a five-digit group", "2001:db8:abcd:12345::1"],
    ["a leading single colon", ":2001:db8::1"],
    ["a trailing single colon", "2001:db8::1:"],
    ["a bad IPv4 ending", "::ffff:300.1.1.1"],
    ["an IPv4 part in the middle", "::1.2.3.4:5"],
    ["a huge header", `${"1".repeat(100_000)}`],
  ])("puts %s into the one unknown bucket", (_what, written) => {
    expect(addressKey(written)).toBe(UNKNOWN_CLIENT);
    expect(clientKey(from(written))).toBe(UNKNOWN_CLIENT);
  });

  it("gives a list no fresh key per varying tail", () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => clientKey(from(`203.0.113.7, 10.0.0.${i}`))));
    expect([...keys]).toEqual([UNKNOWN_CLIENT]);
  });

  it("is what the stored client hash is made from", async () => {
    const a = await clientHash("s", from("::ffff:192.0.2.1"));
    expect(await clientHash("s", from("192.0.2.1"))).toBe(a);
    expect(await clientHash("s", from("192.0.2.2"))).not.toBe(a);
    expect(await clientHash("s", from("1.1.1.1, 2.2.2.2"))).toBe(await clientHash("s", from("junk")));
  });
});
