import { describe, expect, it } from "vitest";
import { recipes } from "~/recipes/index";
import { renderMeasures } from "~/amounts/measure-tokens";
import { getRecipe } from "~/recipes/index";
import { servePlan } from "./serve-plan";
import { clock, plannedTimes, stepTimes } from "./step-times";
import { stepText as planText } from "./plan-text";

const stepText = (slug: string, num: number) => {
  const step = recipes.find((r) => r.slug === slug)!.steps.find((s) => s.num === String(num))!;
  return `${renderMeasures(step.preInstruction, "us")} ${renderMeasures(step.postInstruction ?? "", "us")}`;
};
const labels = (slug: string, num: number) => stepTimes(stepText(slug, num)).map((t) => `${t.label}=${t.seconds}`);

describe("stepTimes", () => {
  it("reads minutes, hours, seconds, ranges (low end, and the high end for plans), 'about' and fractions", () => {
    expect(stepTimes("simmer for 20 to 25 minutes")).toEqual([{ seconds: 1200, label: "20-minute", longest: 1500 }]);
    expect(stepTimes("bake 12 minutes")).toEqual([{ seconds: 720, label: "12-minute", longest: 720 }]);
    expect(stepTimes("rest 1 hour")).toEqual([{ seconds: 3600, label: "1-hour", longest: 3600 }]);
    expect(stepTimes("Flip and cook 1 1/2 to 2 minutes more")).toEqual([{ seconds: 90, label: "1 1/2-minute", longest: 120 }]);
    expect(stepTimes("cook for about 20 minutes")).toEqual([{ seconds: 1200, label: "20-minute", longest: 1200 }]);
    expect(stepTimes("Cook for 30 to 45 seconds")).toEqual([{ seconds: 30, label: "30-second", longest: 45 }]);
    expect(stepTimes("Let it rise for 12 to 14 hours")).toEqual([{ seconds: 43200, label: "12-hour", longest: 50400 }]);
  });

  it("ignores what is not a duration to time", () => {
    expect(stepTimes("heat to 205 to 210°F, 68 to 72°F, a 12-inch skillet, 2 cups")).toEqual([]);
    expect(stepTimes("stirring every 3 minutes, at 7 minutes the yolk is jammy")).toEqual([]);
    expect(stepTimes("Three minutes before the pasta is done; within an hour; up to 4 days")).toEqual([]);
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
        const times = stepTimes(text);
        const names = /\b\d+(?: \d+\/\d+)?(?: to \d+)? (?:minutes?|hours?|seconds?)\b/i.test(text.replace(/\b(?:every|at) \d+ \w+/gi, ""));
        expect(times.length > 0, `${r.slug} step ${s.num}: ${text}`).toBe(names);
        for (const t of times) expect(t.seconds, `${r.slug} step ${s.num}`).toBeGreaterThan(0);
        if (times.length) timed++;
      }
    }
    expect(timed).toBeGreaterThan(80);
  });
});

describe("plannedTimes", () => {
  it("times the wait a serve-at plan chose within a range, so the timer rings when the plan's next step begins", () => {
    const rise = stepTimes("Let it rise for 12 to 14 hours");
    expect(plannedTimes(rise, 840)).toEqual([{ seconds: 50400, label: "14-hour", longest: 50400 }]);
    expect(plannedTimes(rise, 775)).toEqual([{ seconds: 46500, label: "12 hr 55 min", longest: 50400 }]);
    // No plan, the low end, outside the range, or a time that is no range: the prose's own timer.
    expect(plannedTimes(rise, undefined)).toEqual(rise);
    expect(plannedTimes(rise, 720)).toEqual(rise);
    expect(plannedTimes(rise, 900)).toEqual(rise);
    expect(plannedTimes(stepTimes("rest 1 hour"), 50)).toEqual(stepTimes("rest 1 hour"));
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
    expect(plannedTimes(stepTimes(stepText("artisanbread", 3)), line.wait).map((t) => t.label)).toEqual(["14-hour"]);
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
