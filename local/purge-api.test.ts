import { describe, expect, it } from "vitest";
import { purgeStandIn } from "./purge-api";

describe("the purge API stand-in", () => {
  it("records a purge by tags with a token, and answers as Cloudflare does", () => {
    const api = purgeStandIn();
    const answer = api.handle("zone%201", "Bearer t", JSON.stringify({ tags: ["recipe-pancakes"] }));
    expect(answer).toEqual({ status: 200, body: { success: true, errors: [], messages: [], result: { id: "local-1" } } });
    expect(api.purges).toEqual([{ zone: "zone 1", tags: ["recipe-pancakes"], receivedAt: expect.any(String) }]);
  });

  it("refuses what the API refuses, and records none of it", () => {
    const api = purgeStandIn();
    expect(api.handle("z", undefined, JSON.stringify({ tags: ["a"] })).status).toBe(401);
    expect(api.handle("z", "Bearer t", "not json").status).toBe(400);
    expect(api.handle("z", "Bearer t", JSON.stringify({ files: ["https://x/"] })).status).toBe(400);
    expect(api.handle("z", "Bearer t", JSON.stringify({ tags: Array(31).fill("t") })).status).toBe(400);
    const refused = api.handle("z", "Bearer t", JSON.stringify({ tags: [""] }));
    expect(refused.body).toMatchObject({ success: false, errors: [{ code: 1018 }] });
    expect(api.purges).toEqual([]);
  });
});
