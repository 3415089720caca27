import { describe, expect, it } from "vitest";
import { splitSql } from "./database";

describe("splitSql", () => {
  it("splits statements and drops comments", () => {
    expect(splitSql("-- a comment; with a semicolon\nSELECT 1;\n/* block; */ SELECT 2;")).toEqual(["SELECT 1", "SELECT 2"]);
  });

  it("keeps semicolons inside strings, quoted names and dollar-quoted bodies", () => {
    const sql = `INSERT INTO t VALUES ('a;b', 'it''s; fine');
CREATE TABLE "odd;name" (x int);
CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;`;
    expect(splitSql(sql)).toEqual([
      "INSERT INTO t VALUES ('a;b', 'it''s; fine')",
      'CREATE TABLE "odd;name" (x int)',
      "CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql",
    ]);
  });

  it("returns nothing for a file of comments", () => {
    expect(splitSql("-- nothing here\n\n")).toEqual([]);
  });
});
