// A scale between the buttons (2.7X) as a reader reaches it: in a page's address, a list's, and the files made from them.
import { describe, expect, it } from "vitest";
import { listedIngredient } from "../../app/amounts/divided";
import { getRecipe } from "../../app/recipes/index";
import { ingredientsOf } from "../../app/recipes/types";
import { htmlProblems } from "../support/html";
import { decode, getPage, siteUrl } from "../support/site";

const plain = (html: string) => decode(html.replace(/<[^>]+>/g, ""));
const amountsOf = (html: string) => [...html.matchAll(/<span class="amount">([^<]*)<\/span>/g)].map((m) => decode(m[1]));
const marked = (html: string) =>
  [...html.matchAll(/<(?:a|span) ([^>]*)>([^<]*)</g)]
    .filter((m) => /class="scale-button/.test(m[1]) && /aria-current="true"/.test(m[1]))
    .map((m) => m[2]);
const stew = getRecipe("beefstew");

describe("a fractional scale in a recipe page's address", () => {
  it.each(["us", "metric"] as const)("shows the stew at 2.7X in %s, names the scale, and its links keep it", async (units) => {
    const path = `/beefstew?x=2.7${units === "metric" ? "&units=metric" : ""}`;
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    const expected = ingredientsOf(stew).map((ing) => listedIngredient(stew, ing, 2.7, units).amount);
    expect(amountsOf(html).slice(0, expected.length)).toEqual(expected);
    expect(marked(html)).toEqual(["2.7X"]);
    // In its place among the buttons, between 2X and 3X.
    expect(plain(html.match(/<div class="scale-switch[^"]*"[^>]*>.*?<\/div>/s)![0])).toBe("1X2X2.7X3X4X5X");
    expect(plain(html)).toMatch(/Scaled 2\.7X: makes/);
    expect(html).not.toContain('class="scale-refused"');
    // Its links keep the scale: the other unit system, and the shopping list.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]));
    expect(hrefs).toContain(`/list?r=beefstew.2.7${units === "metric" ? "&units=metric" : ""}`);
    expect(hrefs).toContain(
      units === "metric" ? "/beefstew?x=2.7#ingredients-heading" : "/beefstew?x=2.7&units=metric#ingredients-heading",
    );
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("shows 1/2X as the cook reads it", async () => {
    const { status, html } = await getPage("/pancakes?x=0.5");
    expect(status).toBe(200);
    expect(marked(html)).toEqual(["1/2X"]);
    expect(plain(html)).toMatch(/Scaled 1\/2X: makes/);
  });

  it.each([
    ["7", "7X"],
    ["2.75", "2.75X"],
    ["0.4", "0.4X"],
    ["abc", "abcX"],
  ])("says beside the buttons that it cannot honour x=%s, and shows 1X", async (x, named) => {
    const { status, html } = await getPage(`/beefstew?x=${x}`);
    expect(status).toBe(200);
    expect(marked(html)).toEqual(["1X"]);
    expect(plain(html)).toContain(
      `The address asks for “${named}”: this recipe scales from 1/2X to 5X, in tenths such as 2.7X, so it is shown at 1X.`,
    );
  });

  it("writes the calendar file of a plan at 2.7X at that scale", async () => {
    const at = async (x: string) => {
      const res = await fetch(new URL(`/beefstew/plan.ics?${x}serve=18%3A30&day=2026-11-26`, siteUrl()));
      expect(res.status).toBe(200);
      return (await res.text()).match(/DTSTART:(\d{8}T\d{6})/)![1];
    };
    // More stew takes longer to brown in batches: the plan starts earlier than at 1X, and not as at 3X.
    const [one, scaled, three] = [await at(""), await at("x=2.7&"), await at("x=3&")];
    expect(scaled < one).toBe(true);
    expect(scaled >= three).toBe(true);
  });
});

describe("a fractional scale in a list's address", () => {
  it("takes the scales the recipe pages offer, and writes its text copy and its links with them", async () => {
    const path = "/list?r=moroccanharira.1.3,classichummus.5,greektzatziki.0.5,beefstew.2.7";
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    expect(html).not.toContain('role="alert"');
    const words = plain(html);
    for (const line of ["Moroccan Harira at 1.3X", "Greek Tzatziki at 1/2X", "Beef Stew at 2.7X"]) expect(words).toContain(line);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]));
    expect(hrefs).toContain("/beefstew?x=2.7");
    expect(hrefs).toContain("/list?r=moroccanharira.1.3,classichummus.5,greektzatziki.0.5,beefstew.2.7&units=metric");
    const text = await fetch(new URL(`/list.txt?${path.split("?")[1]}`, siteUrl()));
    expect(text.status).toBe(200);
    expect(await text.text()).toMatch(/boneless beef chuck roast/);
    expect(await htmlProblems(html)).toEqual([]);
  });
});
