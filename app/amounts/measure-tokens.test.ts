import { describe, expect, it } from "vitest";
import { celsius, measureProblems, ovenCelsius, renderMeasures as render } from "./measure-tokens";
import type { UnitSystem } from "./units";

// The rendered text keeps a number and its unit together with a no-break space.
const renderMeasures = (text: string, units?: UnitSystem) => render(text, units).replace(/\u00a0/g, " ");

describe("temperatures", () => {
  it.each([
    [200, 95],
    [300, 150],
    [325, 165],
    [350, 175],
    [425, 220],
    [450, 230],
    [500, 260],
  ])("an oven at %d°F reads %d°C, a multiple of 5 as on a dial", (f, c) => {
    expect(ovenCelsius(f)).toBe(c);
    expect(c % 5).toBe(0);
  });

  it("keeps food temperatures to the degree, where 5 degrees matter", () => {
    expect(celsius(165)).toBe(74);
    expect(celsius(160)).toBe(71);
    expect(celsius(175)).toBe(79);
    expect(renderMeasures("reads {temp:165} in the thickest part", "metric")).toBe("reads 74°C in the thickest part");
  });

  it("writes ranges once with the unit at the end, in either system", () => {
    expect(renderMeasures("{temp:205-210}")).toBe("205 to 210°F");
    expect(renderMeasures("{temp:205-210}", "metric")).toBe("96 to 99°C");
    expect(renderMeasures("Heat the oven to {oven:350}.", "us")).toBe("Heat the oven to 350°F.");
    expect(renderMeasures("Heat the oven to {oven:350}.", "metric")).toBe("Heat the oven to 175°C.");
  });
});

describe("pan and pot sizes", () => {
  it("turns inches into centimetres as a ruler reads them", () => {
    expect(renderMeasures("a {inch:12} skillet", "us")).toBe("a 12-inch skillet");
    expect(renderMeasures("a {inch:12} skillet", "metric")).toBe("a 30 cm skillet");
    expect(renderMeasures("a {inch:9x13} pan", "us")).toBe("a 9x13-inch pan");
    expect(renderMeasures("a {inch:9x13} pan", "metric")).toBe("a 23 x 33 cm pan");
    expect(renderMeasures("a {inch:7-8} round", "us")).toBe("a 7- to 8-inch round");
    expect(renderMeasures("a {inch:7-8} round", "metric")).toBe("a 18 to 20 cm round");
    expect(renderMeasures("{inches:1/16} thick", "metric")).toBe("1.5 mm thick");
    expect(renderMeasures("{inches:1/4} thick", "metric")).toBe("6 mm thick");
    expect(renderMeasures("covered by {inches:1}", "us")).toBe("covered by 1 inch");
    expect(renderMeasures("{inches:2} apart", "us")).toBe("2 inches apart");
    expect(renderMeasures("{inches:2} apart", "metric")).toBe("5 cm apart");
    expect(renderMeasures("{inches:1 1/2} wide", "metric")).toBe("4 cm wide");
  });

  it("turns quarts into litres, to the half litre", () => {
    expect(renderMeasures("a {quart:3} pot", "us")).toBe("a 3-quart pot");
    expect(renderMeasures("a {quart:3} pot", "metric")).toBe("a 3-litre pot");
    expect(renderMeasures("a {quart:3-4} Dutch oven", "us")).toBe("a 3- to 4-quart Dutch oven");
    expect(renderMeasures("a {quart:3-4} Dutch oven", "metric")).toBe("a 3- to 4-litre Dutch oven");
    expect(renderMeasures("{quarts:4} of water", "metric")).toBe("4 litres of water");
    expect(renderMeasures("{quarts:1} of water", "us")).toBe("1 quart of water");
  });

  it("gives measures and weights in text their metric size", () => {
    expect(renderMeasures("the {cup:1/4} measure", "us")).toBe("the 1/4-cup measure");
    expect(renderMeasures("the {cup:1/4} measure", "metric")).toBe("the 60 ml measure");
    expect(renderMeasures("a {tablespoon:2} scoop", "metric")).toBe("a 30 ml scoop");
    expect(renderMeasures("about {oz:8}", "metric")).toBe("about 225 g");
    expect(renderMeasures("each {lb:1} of meat", "us")).toBe("each 1 pound of meat");
    expect(renderMeasures("{lb:2 1/2}", "metric")).toBe("1.1 kg");
    // A pound of meat is bought as a shop weighs it, 450 g rather than 454; "for each pound" keeps the number out.
    expect(renderMeasures("{lb:1}", "metric")).toBe("450 g");
    expect(renderMeasures("for each {pound:1} of meat", "us")).toBe("for each pound of meat");
    expect(renderMeasures("for each {pound:1} of meat", "metric")).toBe("for each 450 g of meat");
  });

  it("leaves text without tokens as it is", () => {
    expect(renderMeasures("Stir for 2 minutes.", "metric")).toBe("Stir for 2 minutes.");
  });
});

describe("measureProblems", () => {
  it("accepts marked-up text", () => {
    expect(measureProblems("Bake at {oven:350} in a {inch:9x13} pan, {inches:2} apart.")).toEqual([]);
  });

  it.each([
    ["Heat the oven to 350°F (175°C).", /temperature outside/],
    ["Use a 12-inch skillet.", /size outside/],
    ["Use a 3-quart pot.", /size outside/],
    ["a 9x13 pan", /size outside/],
    ["cut into 1 inch pieces", /size outside/],
    ["a medium breast is about 8 oz", /weight outside/],
    ["{oven:hot}", /unreadable value/],
    ["{kelvin:300}", /unknown kind/],
    ["{temp:210-205}", /low to high/],
    ["{oven:350", /unbalanced/],
    ["{quart:3x4}", /only sizes/],
  ])("refuses %s", (text, problem) => {
    expect(measureProblems(text).join("\n")).toMatch(problem);
  });
});
