import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import type { ServeAt } from "./plan-fields";
import { readServeAt } from "./serve-at";
import { DEFAULT_QUIET } from "./plan-fields";
import { servePlan } from "./serve-plan";
import { clockText, dayText, planMoment } from "./moments";

const noon: ServeAt = { minutes: 12 * 60, day: null };
const starts = (slug: Parameters<typeof getRecipe>[0], scale: number, at: ServeAt) => {
  const plan = servePlan(getRecipe(slug), scale, at);
  return plan.steps.map((s) => {
    const m = planMoment(plan, s.start);
    return `${s.num} ${clockText(m.minutes, "metric")} ${dayText(plan, m.dayOffset)}`.trim();
  });
};

describe("the serve-at form's values", () => {
  it("takes a time input's value, with or without seconds, and an optional day that exists", () => {
    expect(readServeAt({ serve: "18:30", day: null, quietFrom: null, quietTo: null })).toEqual({
      ok: true,
      at: { minutes: 1110, day: null, quiet: DEFAULT_QUIET },
    });
    expect(readServeAt({ serve: "07:05:00", day: "", quietFrom: null, quietTo: null })).toEqual({
      ok: true,
      at: { minutes: 425, day: null, quiet: DEFAULT_QUIET },
    });
    expect(readServeAt({ serve: "0:00", day: "2026-11-26", quietFrom: null, quietTo: null })).toEqual({
      ok: true,
      at: { minutes: 0, day: 20783, quiet: DEFAULT_QUIET },
    });
    expect(readServeAt({ serve: null, day: null, quietFrom: null, quietTo: null })).toBeNull();
  });

  it("refuses junk, saying what was given, and a day that is not on the calendar", () => {
    expect(readServeAt({ serve: "25:00", day: "2026-02-31", quietFrom: null, quietTo: null })).toEqual({
      ok: false,
      errors: {
        serve: "“25:00” is not a time: give hours and minutes, such as 18:30.",
        day: "“2026-02-31” is not a date: give one such as 2026-11-25, or leave it empty.",
      },
    });
    expect(readServeAt({ serve: "", day: null, quietFrom: null, quietTo: null })).toMatchObject({
      ok: false,
      errors: { serve: "Give the time to eat, such as 18:30." },
    });
    const huge = readServeAt({ serve: "9".repeat(10_000), day: null, quietFrom: null, quietTo: null });
    expect(huge).toMatchObject({ ok: false });
    expect(JSON.stringify(huge).length).toBeLessThan(200);
  });
});

describe("a serve-at plan", () => {
  it("starts the 17-hour bread the day before, gives the rise its long end and lets the preheat run during the last rise", () => {
    expect(starts("artisanbread", 1, noon)).toEqual([
      "1 18:55 the day before",
      "2 19:03 the day before",
      "3 19:04 the day before",
      "4 09:04 on the day",
      "5 09:34 on the day",
      "6 10:09 on the day",
      "7 10:40 on the day",
      "8 11:00 on the day",
    ]);
    const plan = servePlan(getRecipe("artisanbread"), 1, noon);
    expect(plan.steps.find((s) => s.num === "3")).toMatchObject({
      minutes: 14 * 60,
      range: [12 * 60, 14 * 60],
      source: "step",
      wait: 14 * 60,
    });
    expect(plan.steps.find((s) => s.num === "5")).toMatchObject({ source: "beside", beside: "4" });
    expect(plan.steps[0]).toMatchObject({ source: "step", minutes: 8 });
    expect(plan.recipeTotal).toBe(1025);
    expect(plan.length).toBe(plan.recipeTotal);
  });

  it("counts more batches at a bigger scale in the step they belong to, so the start moves earlier", () => {
    const one = servePlan(getRecipe("artisanbread"), 1, noon);
    const two = servePlan(getRecipe("artisanbread"), 2, noon);
    // A second loaf's 61 minutes (51 in the pot, 10 back in the hot oven), and 3 more of mixing twice the flour.
    expect(two.length - one.length).toBe(61 + 3);
    expect(two.steps.find((s) => s.num === "7")).toMatchObject({ batches: 61, minutes: 81 });
  });

  it("names the days by date when the day is given, and counts days back for a long plan without one", () => {
    const plan = servePlan(getRecipe("artisanbread"), 1, { minutes: 12 * 60, day: 20783 });
    expect(dayText(plan, 0)).toBe("Thu 26 Nov");
    expect(dayText(plan, -1)).toBe("Wed 25 Nov");
    const undated = { ...plan, at: noon };
    expect([-2, -1, 0].map((d) => dayText(undated, d))).toEqual(["2 days before", "the day before", "on the day"]);
    // A plan within the day needs no day at all.
    const tea = servePlan(getRecipe("russiantea"), 1, { minutes: 16 * 60, day: null });
    expect(dayText(tea, 0)).toBe("");
  });

  it("writes the clock as the reader's units do", () => {
    expect([0, 725, 1110].map((m) => clockText(m, "us"))).toEqual(["12:00 am", "12:05 pm", "6:30 pm"]);
    expect([0, 725, 1110].map((m) => clockText(m, "metric"))).toEqual(["00:00", "12:05", "18:30"]);
  });

  it("ends every recipe's plan at the serving time, each step on or after the start", () => {
    for (const slug of ["pancakes", "beefstew", "lebanesechickenshawarma", "simplepizzadough"] as const) {
      const plan = servePlan(getRecipe(slug), 3, noon);
      expect(
        plan.steps.every((s) => s.start >= 0 && s.start <= plan.length),
        slug,
      ).toBe(true);
      expect(planMoment(plan, plan.length)).toEqual({ minutes: 720, dayOffset: 0 });
    }
  });
});

/** Every stretch of hands-on work in the plan, in minutes from midnight of the serving day. */
