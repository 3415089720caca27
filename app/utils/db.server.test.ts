import { describe, expect, it, vi } from "vitest";
import { DatabaseError, expectDatabaseFailure, rawSql, sql, toQuery } from "./db.server";

describe("sql templates", () => {
  it("number every value of nested fragments in order, a fragment used twice included", () => {
    const recipe = sql`recipe = ${7}`;
    expect(toQuery([sql`SELECT ${rawSql("name")} FROM t WHERE ${recipe} AND id < ${sql`${3} + ${4}`} OR ${recipe} LIMIT ${21}`])).toEqual({
      query: "SELECT name FROM t WHERE recipe = $1 AND id < $2 + $3 OR recipe = $4 LIMIT $5",
      params: [7, 3, 4, 7, 21],
    });
  });

  it("keeps text with its own placeholders as it is", () => {
    expect(toQuery(["SELECT $1", [1]])).toEqual({ query: "SELECT $1", params: [1] });
  });
});

describe("expectDatabaseFailure", () => {
  it("logs a database failure under the caller's words and lets the caller answer", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expectDatabaseFailure(new DatabaseError("SELECT: fetch failed"), "search unavailable");
    expect(log).toHaveBeenCalledWith("search unavailable:", "SELECT: fetch failed");
    log.mockRestore();
  });

  it("throws anything else on, as the bug it is", () => {
    const bug = new TypeError("x is undefined");
    expect(() => expectDatabaseFailure(bug, "search unavailable")).toThrow(bug);
  });
});
