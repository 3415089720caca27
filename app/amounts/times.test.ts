import { describe, expect, it } from "vitest";
import { servePlan } from "~/planning/serve-plan";
import { stepText as planText } from "~/planning/plan-text";
import { getRecipe, recipes } from "~/recipes/index";
import { renderMeasures } from "./measure-tokens";
import { CHECKED_SCALES, STANDARD_SCALES } from "./scales";
import { clock, partRange, plannedTimers, range, recipeTimes, stepProse, stepTimers } from "./times";
import { timeProblems } from "./validate-times";
import type { StepTime } from "~/recipes/types";

const SCALES_CHECKED = [...STANDARD_SCALES, 0.5, 0.7, 1.3, 2.7, 3.3, 4.9, ...CHECKED_SCALES];
const grows = (p: StepTime) => !p.later && (p.law === "grows" || p.law === "pieces");

describe("recipeTimes", () => {
  it("adds every recipe's steps up to its own prep, wait and cook times at 1X", () => {
    for (const r of recipes) {
      const t = recipeTimes(r, 1);
      expect([t.prepTime, t.waitTime, t.cookTime, t.totalTime], r.slug).toEqual([r.prepTime, r.waitTime, r.cookTime, r.totalTime]);
      expect(timeProblems(r)).toEqual([]);
    }
  });

  it("holds a make-ahead way to its step's tip, and to a step that only waits", () => {
    const rolls = getRecipe("cinnamonrolls");
    const withAhead = (num: string, hold: [number, number], after: number) => ({
      ...rolls,
      steps: rolls.steps.map((s) =>
        s.num === num
          ? { ...s, makeAhead: { hold, after, how: "x", where: "in the fridge", then: "on the counter", out: "take it out" } }
          : { ...s, makeAhead: undefined },
      ),
    });
    expect(timeProblems(withAhead("8", [480, 960], 45))).toEqual([]);
    expect(timeProblems(withAhead("8", [480, 1200], 30))).toEqual([
      'cinnamonrolls: step 8: the make-ahead way is the tip\'s: it names no "20 hours"',
      'cinnamonrolls: step 8: the make-ahead way is the tip\'s: it names no "30 minutes"',
    ]);
    expect(timeProblems(withAhead("7", [480, 960], 45))).toContain("cinnamonrolls: step 7: only a step that waits can be made ahead");
  });

  it("makes every step whose law grows take longer at 5X than at 1X", () => {
    for (const r of recipes) {
      const one = recipeTimes(r, 1).steps;
      const five = recipeTimes(r, 5).steps;
      for (const [i, step] of r.steps.entries()) {
        if (step.time.some(grows)) expect(five[i].minutes, `${r.slug} step ${step.num}`).toBeGreaterThan(one[i].minutes);
      }
    }
  });

  it("never leaves a prep or cook time flat at 5X where a step on the line says that work grows", () => {
    for (const r of recipes) {
      const one = recipeTimes(r, 1);
      const five = recipeTimes(r, 5);
      for (const kind of ["prep", "cook"] as const) {
        const growing = one.steps.some((s, i) => s.beside === null && r.steps[i].time.some((p) => grows(p) && p.kind === kind));
        if (growing) expect(five[`${kind}Time`], `${r.slug} ${kind}`).toBeGreaterThan(one[`${kind}Time`]);
      }
      for (const scale of STANDARD_SCALES)
        expect(recipeTimes(r, scale).totalTime, `${r.slug} ${scale}X`).toBeGreaterThanOrEqual(r.totalTime);
    }
  });

  it("takes longer for the work a cook sees grow: heating 20 cups of milk, trimming 5 lb of chuck, reducing 15 cups of sauce", () => {
    const cheese = getRecipe("creamcheese");
    expect(recipeTimes(cheese, 1).cookTime).toBe(15);
    expect(recipeTimes(cheese, 5).cookTime).toBe(47);
    const stew = recipeTimes(getRecipe("beefstew"), 5);
    expect(stew.prepTime).toBeGreaterThan(getRecipe("beefstew").prepTime * 2);
    // Not five times the simmer: the hour and three-quarters stay, the pot takes longer to come back to it.
    expect(stew.cookTime).toBeLessThan(getRecipe("beefstew").cookTime * 2);
    const marinara = getRecipe("marinara");
    expect(recipeTimes(marinara, 5).cookTime).toBeGreaterThan(marinara.cookTime);
    expect(recipeTimes(marinara, 5).prepTime).toBeGreaterThan(marinara.prepTime);
  });

  it("counts hand work by the whole pieces at that scale", () => {
    const part: StepTime = { law: "pieces", kind: "prep", minutes: 13, pieces: 8 };
    // 2.7X of 8 tortillas is 22 of them.
    expect(partRange(part, 2.7)).toEqual([(13 * 22) / 8, (13 * 22) / 8]);
    expect(partRange({ law: "grows", kind: "cook", minutes: [12, 15], perX: 8 }, 5)).toEqual([44, 47]);
  });

  it("lets a step beside another run free until it outlasts it", () => {
    const salad = getRecipe("cucumbertomatosalad");
    // Slicing two cucumbers fits in the onion's 10 minutes; slicing ten does not.
    expect(recipeTimes(salad, 1).totalTime).toBe(15);
    const five = recipeTimes(salad, 5);
    expect(five.steps[1]).toMatchObject({ beside: 0, minutes: 22 });
    expect(five.steps[0].minutes).toBe(22);
    expect(five.totalTime).toBe(five.prepTime + five.waitTime + five.cookTime);
  });
});

describe("the plan and the page", () => {
  it("take as long as each other at every scale, whole or a scale between, where no quiet hours move the work", () => {
    for (const r of recipes) {
      for (const scale of SCALES_CHECKED) {
        const plan = servePlan(r, scale, { minutes: 18 * 60, day: null, quiet: null });
        expect(plan.length, `${r.slug} ${scale}X`).toBe(recipeTimes(r, scale).totalTime);
        expect(plan.recipeTotal, `${r.slug} ${scale}X`).toBe(plan.length);
      }
    }
  });

  it("expose a long wait's range for a plan to choose within, the high end counted", () => {
    const rise = recipeTimes(getRecipe("artisanbread"), 1).steps[2];
    expect(rise).toMatchObject({ minutes: 840, range: [720, 840], wait: 840 });
  });
});

describe("the prose and the data", () => {
  it("agree at 1X: every time a step's words name is a part of its time (per batch where the materials say so)", () => {
    for (const r of recipes) {
      for (const step of r.steps) {
        // Prose in a step worked in batches may give the time per batch, which the material's capacity holds.
        if (step.time.some((p) => p.law === "batches")) continue;
        const parts = step.time.map((p) =>
          partRange(p, 1)
            .map((m) => Math.round(m * 60))
            .join("-"),
        );
        for (const named of stepTimers(stepProse(`${step.preInstruction} ${step.postInstruction}`, r, step, 1, "us"))) {
          expect(parts, `${r.slug} step ${step.num}: “${named.label}”`).toContain(`${named.seconds}-${named.longest}`);
        }
      }
    }
  });

  it("read the bread's rise of 12 to 14 hours as [720, 840] and its hour of cooling as 60", () => {
    const bread = getRecipe("artisanbread");
    expect(range(bread.steps[2].time[0].minutes)).toEqual([720, 840]);
    expect(bread.steps[7].time).toEqual([{ law: "fixed", kind: "wait", minutes: 60 }]);
  });
});

const stepText = (slug: string, num: number) => {
  const recipe = recipes.find((r) => r.slug === slug)!;
  const step = recipe.steps.find((s) => s.num === String(num))!;
  return `${renderMeasures(stepProse(step.preInstruction, recipe, step, 1, "us"), "us")} ${stepProse(step.postInstruction ?? "", recipe, step, 1, "us")}`;
};
const labels = (slug: string, num: number) => stepTimers(stepText(slug, num)).map((t) => `${t.label}=${t.seconds}`);

describe("stepTimers", () => {
  it("reads minutes, hours, seconds, ranges (low end, and the high end for plans), 'about' and fractions", () => {
    expect(stepTimers("simmer for 20 to 25 minutes")).toEqual([{ seconds: 1200, label: "20-minute", longest: 1500 }]);
    expect(stepTimers("bake 12 minutes")).toEqual([{ seconds: 720, label: "12-minute", longest: 720 }]);
    expect(stepTimers("rest 1 hour")).toEqual([{ seconds: 3600, label: "1-hour", longest: 3600 }]);
    expect(stepTimers("Flip and cook 1 1/2 to 2 minutes more")).toEqual([{ seconds: 90, label: "1 1/2-minute", longest: 120 }]);
    expect(stepTimers("cook for about 20 minutes")).toEqual([{ seconds: 1200, label: "20-minute", longest: 1200 }]);
    expect(stepTimers("Cook for 30 to 45 seconds")).toEqual([{ seconds: 30, label: "30-second", longest: 45 }]);
    expect(stepTimers("Let it rise for 12 to 14 hours")).toEqual([{ seconds: 43200, label: "12-hour", longest: 50400 }]);
  });

  it("ignores what is not a duration to time", () => {
    expect(stepTimers("heat to 205 to 210°F, 68 to 72°F, a 12-inch skillet, 2 cups")).toEqual([]);
    expect(stepTimers("stirring every 3 minutes, at 7 minutes the yolk is jammy")).toEqual([]);
    expect(stepTimers("Three minutes before the pasta is done; within an hour; up to 4 days")).toEqual([]);
  });

  it("finds the times in the real steps of the recipes", () => {
    expect(labels("marinara", 4)).toEqual(["20-minute=1200"]);
    expect(labels("artisanbread", 3)).toEqual(["12-hour=43200"]);
    expect(labels("simplepizzadough", 4)).toEqual(["1-hour=3600"]);
    expect(labels("simplepizzadough", 8)).toEqual(["10-minute=600", "2-minute=120"]);
    expect(labels("pancakes", 4)).toEqual(["2-minute=120", "1-minute=60"]);
    expect(labels("blueberrylemonpancakes", 5)).toEqual(["2-minute=120", "1 1/2-minute=90"]);
    expect(labels("softboiledeggs", 2)).toEqual(["6-minute=360"]);
    expect(labels("blackbeangoulash", 4)).toEqual(["10-minute=600"]);
    expect(labels("lebanesechickenshawarma", 2)).toEqual(["2-hour=7200"]);
    expect(labels("jalapenochickensalad", 6)).toEqual(["30-minute=1800"]);
    expect(labels("pancakes", 3)).toEqual(["10-minute=600"]);
  });

  it("gives every step of all the recipes that names a number of minutes or hours a timer, and no other step one", () => {
    let timed = 0;
    for (const r of recipes) {
      for (const s of r.steps) {
        const text = stepText(r.slug, Number(s.num));
        const times = stepTimers(text);
        const names = /\b\d+(?: \d+\/\d+)?(?: to \d+)? (?:minutes?|hours?|seconds?)\b/i.test(text.replace(/\b(?:every|at) \d+ \w+/gi, ""));
        expect(times.length > 0, `${r.slug} step ${s.num}: ${text}`).toBe(names);
        for (const t of times) expect(t.seconds, `${r.slug} step ${s.num}`).toBeGreaterThan(0);
        if (times.length) timed++;
      }
    }
    expect(timed).toBeGreaterThan(80);
  });
});

describe("plannedTimers", () => {
  it("times the wait a serve-at plan chose within a range, so the timer rings when the plan's next step begins", () => {
    const rise = stepTimers("Let it rise for 12 to 14 hours");
    expect(plannedTimers(rise, 840)).toEqual([{ seconds: 50400, label: "14-hour", longest: 50400 }]);
    expect(plannedTimers(rise, 775)).toEqual([{ seconds: 46500, label: "12 hr 55 min", longest: 50400 }]);
    // No plan, the low end, outside the range, or a time that is no range: the prose's own timer.
    expect(plannedTimers(rise, undefined)).toEqual(rise);
    expect(plannedTimers(rise, 720)).toEqual(rise);
    expect(plannedTimers(rise, 900)).toEqual(rise);
    expect(plannedTimers(stepTimers("rest 1 hour"), 50)).toEqual(stepTimers("rest 1 hour"));
  });

  it("gives the bread's rise the plan's 14 hours for dinner at 6:30 pm, where the prose's timer would ring at 9:49 am", () => {
    const bread = getRecipe("artisanbread");
    const plan = servePlan(bread, 1, { minutes: 18 * 60 + 30, day: null });
    const line = planText(
      plan.steps.find((s) => s.num === "3")!,
      plan,
      "us",
    );
    expect(line.wait).toBe(14 * 60);
    expect(plannedTimers(stepTimers(stepText("artisanbread", 3)), line.wait).map((t) => t.label)).toEqual(["14-hour"]);
    // A step whose time is no range carries no wait for its timer.
    expect(
      planText(
        plan.steps.find((s) => s.num === "4")!,
        plan,
        "us",
      ).wait,
    ).toBeUndefined();
  });
});

describe("clock", () => {
  it("shows minutes and seconds, hours when there are some, rounding up", () => {
    expect(clock(600_000)).toBe("10:00");
    expect(clock(59_001)).toBe("1:00");
    expect(clock(3_723_000)).toBe("1:02:03");
    expect(clock(-5)).toBe("0:00");
  });
});

describe("bake and heat times that follow the size (decision 024)", () => {
  const prose = (slug: Parameters<typeof getRecipe>[0], num: string, scale: number) => {
    const recipe = getRecipe(slug);
    const step = recipe.steps.find((s) => s.num === num)!;
    return stepProse(`${step.preInstruction} ${step.postInstruction}`, recipe, step, scale, "us");
  };

  it("bakes half a loaf for 20 minutes and 10 to 14 more, not the whole loaf's 30 and 15 to 20", () => {
    expect(prose("artisanbread", "6", 0.5)).toContain("bake for 20 minutes.");
    expect(prose("artisanbread", "7", 0.5)).toContain("Bake for 10 to 14 minutes more,");
    expect(prose("artisanbread", "6", 1)).toContain("bake for 30 minutes.");
    expect(prose("artisanbread", "7", 1)).toContain("Bake for 15 to 20 minutes more,");
    // Three loaves a little smaller at 2.7X; the page's times count what the words say.
    expect(prose("artisanbread", "7", 2.7)).toContain("Bake for 14 to 19 minutes more,");
    const half = recipeTimes(getRecipe("artisanbread"), 0.5).steps;
    expect([half[5].minutes, half[6].minutes]).toEqual([21, 14]);
  });

  it("heats the oatmeal's 9 cups of liquid at 4.3X in about 8 minutes, as its time counts, not 3", () => {
    expect(prose("cinnamonmapleoatmeal", "2", 4.3)).toContain("starts to steam, about 8 minutes.");
    expect(recipeTimes(getRecipe("cinnamonmapleoatmeal"), 4.3).steps[1].minutes).toBe(8);
    expect(prose("cinnamonmapleoatmeal", "2", 1)).toContain("starts to steam, about 3 minutes.");
  });
});
