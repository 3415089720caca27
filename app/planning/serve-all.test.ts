import { describe, expect, it } from "vitest";
import { servePlan } from "~/planning/serve-plan";
import { getRecipe } from "~/recipes/index";
import { serveAllPlan } from "./serve-all";

const entry = (slug: Parameters<typeof getRecipe>[0], scale = 1) => ({ recipe: getRecipe(slug), scale });
const at = { minutes: 18 * 60 + 30, day: null };
/** The plans as they were before the quiet hours, for what they do not change: clashes, days, links. */
const awake = { ...at, quiet: null };
const query = { serve: "18:30", day: null, quietFrom: null, quietTo: null };
/** "Start 3:45 pm" and "Start 3:45 pm, the day before" as minutes from midnight of the serving day. */
function minutesOf(time: string): number {
  const [, h, m, pm, before] = time.match(/^Start (\d+):(\d+) (am|pm)(, the day before)?$/)!;
  return ((Number(h) % 12) + (pm === "pm" ? 12 : 0)) * 60 + Number(m) - (before ? 24 * 60 : 0);
}

describe("serveAllPlan", () => {
  const stewAndSalad = serveAllPlan([entry("beefstew", 2), entry("cucumbertomatosalad")], at, query, "us")!;

  it("tells every step of every recipe once, in the order a cook begins them", () => {
    const steps = stewAndSalad.steps;
    expect(steps).toHaveLength(getRecipe("beefstew").steps.length + getRecipe("cucumbertomatosalad").steps.length);
    const times = steps.map((s) => minutesOf(s.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Each recipe's own steps keep their order.
    for (const recipe of ["Beef Stew", "Cucumber Tomato Salad"]) {
      const nums = steps.filter((s) => s.recipe === recipe).map((s) => Number(s.step));
      expect(nums).toEqual([...nums].sort((a, b) => a - b));
    }
    // The salad, the quicker dish, starts after the stew has begun.
    expect(steps[0].recipe).toBe("Beef Stew");
  });

  it("keeps the night quiet for the whole meal, and says which dish is made ahead and how it keeps", () => {
    const breadAndStew = serveAllPlan([entry("artisanbread"), entry("beefstew")], at, query, "us")!;
    expect(breadAndStew.quiet).toEqual(["Nothing needs your hands between 10:00 pm and 7:00 am; only waits run through the night."]);
    expect(breadAndStew.nearest).toBeNull();
    expect(breadAndStew.start).toMatch(/^Start with No-Knead Artisan Bread at 9:40 pm, the day before,/);
    expect(breadAndStew.keeping).toEqual([
      expect.stringMatching(/^No-Knead Artisan Bread is ready at 2:45 pm and keeps until you eat: once cooled/),
    ]);
  });

  it("names the dish that cannot keep the quiet hours, and links the nearest time to eat at which all of them do", () => {
    const breakfast = { minutes: 7 * 60, day: null };
    const rolls = serveAllPlan([entry("cinnamonrolls"), entry("pancakes")], breakfast, { ...query, serve: "07:00" }, "us")!;
    expect(rolls.quiet.map((q) => q.slice(0, 40))).toEqual([
      "Cinnamon Rolls: planned the make-ahead w",
      "No plan for Cinnamon Rolls keeps you fre",
      "No plan for Pancakes keeps you free from",
    ]);
    expect(rolls.nearest?.text).toMatch(/^Eat at \d+:\d\d am instead, and nothing needs you between 10:00 pm and 7:00 am\.$/);
    expect(rolls.nearest?.serve).toEqual({ ...query, serve: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(rolls.nearest?.serve.serve).not.toBe("07:00");
  });

  it("plans each recipe as its own page does, so that all of them are ready at the time to eat", () => {
    for (const [slug, scale] of [
      ["beefstew", 2],
      ["cucumbertomatosalad", 1],
    ] as const) {
      const own = servePlan(getRecipe(slug), scale, at);
      const first = stewAndSalad.steps.find((s) => s.href.startsWith(`/${slug}?`) && s.step === own.steps[0].num)!;
      expect(minutesOf(first.time)).toBe(at.minutes - own.length);
    }
    expect(stewAndSalad.start).toBe(
      `Start with Beef Stew at 3:28 pm for everything to be ready at 6:30 pm: 3 hrs 2 mins from the first step to the table.`,
    );
  });

  it("links each step to its recipe with the same plan, scale and units, and names it by its first sentence", () => {
    const step = stewAndSalad.steps.find((s) => s.recipe === "Beef Stew" && s.step === "1")!;
    expect(step.href).toBe("/beefstew?x=2&serve=18%3A30");
    expect(step.what).toBe(
      "Pat the beef cubes very dry with paper towels and season them all over with the salt and pepper for this step.",
    );
    const metric = serveAllPlan([entry("beefstew")], at, query, "metric")!;
    expect(metric.steps[0].href).toBe("/beefstew?units=metric&serve=18%3A30");
    expect(metric.steps[0].time).toMatch(/^Start \d\d:\d\d$/);
  });

  it("starts the day before when a recipe takes longer than the day has left, and says when with a date given", () => {
    const breakfast = { minutes: 9 * 60, day: null, quiet: null };
    const bread = serveAllPlan(
      [entry("artisanbread"), entry("softboiledeggs")],
      breakfast,
      { serve: "09:00", day: null, quietFrom: null, quietTo: null },
      "us",
    )!;
    expect(bread.start).toMatch(
      /^Start with No-Knead Artisan Bread at \d+:\d\d pm, the day before, for everything to be ready at 9:00 am: /,
    );
    expect(bread.steps[0].time).toMatch(/, the day before$/);
    // Every step on the serving day says so, the eggs' as much as the bread's.
    expect(bread.steps.filter((s) => !s.time.endsWith("the day before")).every((s) => s.time.endsWith(", on the day"))).toBe(true);
    expect(bread.steps.find((s) => s.recipe.startsWith("Soft-Boiled") && s.how.includes("alongside"))?.how).toBe("alongside its step 2");
    const dated = serveAllPlan(
      [entry("artisanbread")],
      { minutes: 9 * 60, day: 20_418, quiet: null },
      { serve: "09:00", day: "2025-11-26", quietFrom: null, quietTo: null },
      "us",
    )!;
    expect(dated.start).toMatch(/ on Tue 25 Nov for everything to be ready at 9:00 am on Wed 26 Nov: /);
  });

  it("says when two recipes need one pot at the same time, and not for pots that only touch", () => {
    const stewAndBread = serveAllPlan([entry("beefstew"), entry("artisanbread")], awake, query, "us")!;
    expect(stewAndBread.clashes).toEqual([
      "Beef Stew and No-Knead Artisan Bread both need the Dutch oven from 4:12 pm to 6:29 pm: have a second one ready, or plan one of them for another time.",
    ]);
    // The stew's bowl and the salad's are not one bowl, and the salad needs no pot.
    expect(stewAndSalad.clashes).toEqual([]);
    // The goulash's skillet is "the pan" in its later steps, and it simmers there until served.
    const pastaAndGoulash = serveAllPlan([entry("alfredopastawithchickenandbroccoli"), entry("blackbeangoulash")], at, query, "us")!;
    expect(pastaAndGoulash.clashes).toEqual([
      "Alfredo Pasta with Chicken and Broccoli and Black Bean Goulash both need the skillet from 6:02 pm to 6:29 pm: have a second one ready, or plan one of them for another time.",
    ]);
    // The rolls' "pan" is their baking pan, not their saucepan: nothing clashes with the marinara's.
    expect(serveAllPlan([entry("cinnamonrolls"), entry("marinara")], at, query, "us")!.clashes).toEqual([]);
  });

  it("says when two recipes need the oven at two heats at once, in the reader's units, and not when they share a heat", () => {
    const breadAndRolls = [entry("artisanbread"), entry("cinnamonrolls")];
    expect(serveAllPlan(breadAndRolls, awake, query, "us")!.clashes).toEqual([
      "No-Knead Artisan Bread (450°F) and Cinnamon Rolls (350°F) both need the oven from 5:10 pm to 5:30 pm: cook one of them at another time, or in a second oven.",
    ]);
    expect(serveAllPlan(breadAndRolls, awake, query, "metric")!.clashes).toEqual([
      "No-Knead Artisan Bread (230°C) and Cinnamon Rolls (175°C) both need the oven from 17:10 to 17:30: cook one of them at another time, or in a second oven.",
    ]);
    // Both at 350°F: one oven bakes both, if there is room.
    expect(serveAllPlan([entry("chocolatecookies"), entry("cinnamonrolls")], at, query, "us")!.clashes).toEqual([]);
    // The stew's "move the pot to a 325°F oven" is a tip, not a step: it holds no oven.
    expect(serveAllPlan([entry("beefstew"), entry("chocolatecookies")], at, query, "us")!.clashes).toEqual([]);
  });

  it("has nothing to plan for an empty list", () => {
    expect(serveAllPlan([], at, query, "us")).toBeNull();
  });
});
