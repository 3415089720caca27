import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import { UNIT_SYSTEMS } from "~/amounts/units";
import { currentPlanning, HAVE_FIELDS, linkQuery, pageState, SERVE_FIELDS } from "~/planning/plan-fields";
import { ScaleToHaveForm } from "./PlanForms";
import { ServeAtForm } from "./ServeAtForm";
import { planningOf, recipeView, viewQuery } from "./view";
import { recipePageParams } from "./page-params";

const bread = getRecipe("artisanbread");
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
const sorted = (params: Iterable<[string, string]>) => [...params].map(([k, v]) => `${k}=${v}`).sort();
const hidden = (html: string) =>
  sorted(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)].map((m) => [m[1], decode(m[2])] as [string, string]),
  );
const without = (query: string, names: string[]) => sorted([...new URLSearchParams(query)].filter(([k]) => !names.includes(k)));

/** The page as the browser has it, the way routes/recipe.tsx reads it: the loader's planning, and the scale and units from the address. */
function page(search: string) {
  const params = new URLSearchParams(search);
  const view = recipeView(bread, recipePageParams(params));
  const planning = currentPlanning(planningOf(bread, view), params);
  const props = { recipe: bread, planning, scale: view.scale, units: view.units };
  return {
    view,
    state: pageState(planning, view.scale, view.units),
    haveForm: renderToStaticMarkup(createElement(ScaleToHaveForm, props)),
    serveForm: renderToStaticMarkup(createElement(ServeAtForm, props)),
  };
}

describe("the recipe page's links and hidden fields", () => {
  it.each([
    ["1X in US measures", ""],
    ["3X in metric", "x=3&units=metric"],
    ["a serving time and day at 2X", "x=2&serve=12%3A00&day=2026-11-26"],
    ["what the reader has, a serving time, in metric", "units=metric&have=bread+flour&amount=250&unit=g&serve=12%3A00"],
    ["what the reader has alone", "have=bread+flour&amount=250&unit=g"],
    ["a refused serving time at 2X", "x=2&serve=junk&day=2026-11-26"],
    ["refused amounts at 4X", "x=4&have=gold&amount=lots&unit=g"],
  ])("carry the same parameters: %s", (_what, search) => {
    const { view, state, haveForm, serveForm } = page(search);
    const own = viewQuery(view);
    // The current units link (and, at a standard scale, the current scale link) is the page itself.
    expect(linkQuery(state, { units: view.units })).toBe(own);
    if (!view.have?.ok) expect(linkQuery(state, { scale: view.scale })).toBe(own);
    // Each form sends its own fields; the rest of what it sends is what the links keep.
    expect(hidden(serveForm)).toEqual(without(own, Object.values(SERVE_FIELDS)));
    expect(hidden(haveForm)).toEqual(without(own, ["x", ...Object.values(HAVE_FIELDS)]));
    // The other units keep everything but the units.
    const other = UNIT_SYSTEMS.find((u) => u !== view.units)!;
    expect(without(linkQuery(state, { units: other }), ["units"])).toEqual(without(own, ["units"]));
  });

  it("drop what the reader has on a 1X-5X link, and keep a planned serving time", () => {
    const { state } = page("units=metric&have=bread+flour&amount=250&unit=g&serve=12%3A00&day=2026-11-26");
    expect(linkQuery(state, { scale: 3 })).toBe("?x=3&units=metric&serve=12%3A00&day=2026-11-26");
    expect(linkQuery(state, { units: "us" })).toBe("?have=bread+flour&amount=250&unit=g&serve=12%3A00&day=2026-11-26");
  });
});
