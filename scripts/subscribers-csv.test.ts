import { describe, expect, it } from "vitest";
import { verifyUnsubscribe } from "../app/mailing/signed-links.server";
import { csvField, subscribersCsv } from "./subscribers-csv";

describe("the subscriber list as CSV", () => {
  it("has a header and one line per address with its signed unsubscribe URL on the site's address", async () => {
    const csv = await subscribersCsv(
      [
        { email: "old@example.com", subscribed_at: null, state: "confirmed" },
        { email: "new+news@example.com", subscribed_at: "2026-11-01T09:30:00Z", state: "pending" },
      ],
      { secret: "s", origin: "https://recipes.example.com" },
    );
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at,unsubscribe_url,state");
    expect(lines).toHaveLength(3);
    const [email, since, url, state] = lines[2].split(",");
    expect(state).toBe("pending");
    expect(lines[1].split(",")[3]).toBe("confirmed");
    expect(email).toBe("new+news@example.com");
    expect(since).toBe("2026-11-01T09:30:00Z");
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe("https://recipes.example.com/unsubscribe/one-click");
    expect(parsed.searchParams.get("email")).toBe("new+news@example.com");
    expect(await verifyUnsubscribe("s", "new+news@example.com", parsed.searchParams.get("sig"))).toBe(true);
    expect(lines[1].split(",")[1]).toBe("");
  });

  it("quotes a field with a comma, a quote or a line break", () => {
    expect(csvField("plain@example.com")).toBe("plain@example.com");
    expect(csvField('"odd,one"@example.com')).toBe('"""odd,one""@example.com"');
    expect(csvField("a\nb")).toBe('"a\nb"');
  });

  it("neutralises a cell a spreadsheet would read as a formula, and keeps the address whole in its unsubscribe URL", async () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvField(`${start}1+1@example.com`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvField("=1+1@example.com")).toBe("'=1+1@example.com");
    expect(csvField("-2,3")).toBe(`"'-2,3"`);
    const csv = await subscribersCsv([{ email: "=1+1@example.com", subscribed_at: null, state: "confirmed" }], {
      secret: "s",
      origin: "https://r.example",
    });
    const [cell, , url] = csv.split("\r\n")[1].split(",");
    expect(cell).toBe("'=1+1@example.com");
    const parsed = new URL(url);
    expect(parsed.searchParams.get("email")).toBe("=1+1@example.com");
    expect(await verifyUnsubscribe("s", "=1+1@example.com", parsed.searchParams.get("sig"))).toBe(true);
  });
});
