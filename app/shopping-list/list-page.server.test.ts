import { describe, expect, it } from "vitest";
import { listText } from "./list-page.server";

describe("the list as plain text", () => {
  it("starts with the recipes at their scales and the measures, then walks the shop's aisles", () => {
    const { body, status } = listText(new URLSearchParams("r=beefstew.2.7,classichummus.0.5&units=metric"));
    expect(status).toBe(200);
    const lines = body.split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "Shopping list for Beef Stew at 2.7X, Classic Hummus at 1/2X",
      "In metric measures",
      "",
      "Produce:",
    ]);
    expect(lines).toContain("Meat:");
    expect(lines).toContain("1.3 L low-sodium beef broth (1 carton of 1 litre and 1 carton of 500 ml)");
  });

  it("says an empty list is empty, and names what it could not read first", () => {
    expect(listText(new URLSearchParams("")).body).toBe("The shopping list is empty.\n");
    const { body, status } = listText(new URLSearchParams("r=nosuchdish"));
    expect(status).toBe(400);
    expect(body).toMatch(/^Not recipes on this site, so left out: “nosuchdish”\.\n\nThe shopping list is empty\.\n$/);
  });
});
