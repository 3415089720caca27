import { describe, expect, it } from "vitest";
import { LOCAL_CREDENTIALS } from "./app-role";
import { parseCommandTag, refuseConnection } from "./neon-refusals";

const { user, password, database } = LOCAL_CREDENTIALS;

describe("refuseConnection", () => {
  it("lets the local connection string in, with any localhost port and parameters", () => {
    expect(refuseConnection(`postgres://${user}:${password}@localhost:8788/${database}`)).toBeNull();
    expect(refuseConnection(`postgresql://${user}:${password}@127.0.0.1/${database}?sslmode=require`)).toBeNull();
  });

  it.each([
    ["http://app:local@localhost/app", "incorrect scheme"],
    ["postgres://app:local@localhost/", "missing database name"],
    ["postgres://:local@localhost/app", "missing username"],
    ["postgres://app@localhost/app", "missing authentication credentials: required password"],
    ["not a url", "invalid connection string: relative URL without a base"],
  ])("refuses %s with Neon's 400: %s", (url, message) => {
    expect(refuseConnection(url)).toMatchObject({ status: 400, body: { message, code: "", severity: "" } });
  });
});

describe("parseCommandTag", () => {
  it.each([
    ["SELECT 3", "SELECT", 3],
    ["INSERT 0 2", "INSERT", 2],
    ["UPDATE 0", "UPDATE", 0],
    ["CREATE TABLE", "CREATE", null],
    ["BEGIN", "BEGIN", null],
    ["", "", null],
  ])("reads %j as Neon does", (tag, command, rowCount) => {
    expect(parseCommandTag(tag)).toEqual({ command, rowCount });
  });
});
