import { afterEach, expect } from "vitest";
import { takeProblems } from "./browser";

// Every browser test fails on a console error or an uncaught exception in a page it opened, unless it said it expects one.
afterEach(() => {
  expect(takeProblems(), "console errors and uncaught exceptions in the test's pages").toEqual([]);
});
