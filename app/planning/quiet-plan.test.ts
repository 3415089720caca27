// Plans that keep the night quiet: the quiet hours, waits shortened within their range, make-ahead ways.
import { describe, expect, it } from "vitest";
import { getRecipe, recipes } from "~/recipes/index";
import { recipeTimes } from "~/amounts/times";
import type { ServeAt } from "./plan-fields";
import { nearestQuietServe, readServeAt } from "./serve-at";
import type { ServePlan } from "./planned-steps";
import { servePlan } from "./serve-plan";
import { clockText, dayText, planMoment } from "./moments";
import { quietNote, stepText } from "./plan-text";

const starts = (slug: Parameters<typeof getRecipe>[0], scale: number, at: ServeAt) => {
  const plan = servePlan(getRecipe(slug), scale, at);
  return plan.steps.map((s) => {
    const m = planMoment(plan, s.start);
    return `${s.num} ${clockText(m.minutes, "metric")} ${dayText(plan, m.dayOffset)}`.trim();
  });
};

const handsOn = (plan: ServePlan) => {
  const base = plan.at.minutes - plan.length;
  return plan.steps.flatMap((s) => [s.start, ...s.rounds].map((r) => ({ num: s.num, from: base + r, to: base + r + s.handsOn })));
};
/** Minutes of hands-on work between 22:00 and 07:00 on any day, counted minute by minute. */
const nightWork = (plan: ServePlan, from = 22 * 60, to = 7 * 60) =>
  handsOn(plan).reduce((total, w) => {
    let n = 0;
    for (let m = w.from; m < w.to; m++) {
      const clock = ((m % 1440) + 1440) % 1440;
      if (from > to ? clock >= from || clock < to : clock >= from && clock < to) n++;
    }
    return total + n;
  }, 0);

describe("plans that keep the night quiet", () => {
  const evening: ServeAt = { minutes: 18 * 60 + 30, day: null };

  it("mixes the bread the evening before, lets it rise overnight, and bakes it in the day: ready by 6:30 pm, kept until then", () => {
    const plan = servePlan(getRecipe("artisanbread"), 1, evening);
    const start = planMoment(plan, 0);
    expect(start.dayOffset).toBe(-1);
    expect(start.minutes).toBeGreaterThanOrEqual(19 * 60);
    expect(start.minutes + plan.steps[0].handsOn + plan.steps[1].handsOn).toBeLessThanOrEqual(22 * 60);
    expect(plan.quietMinutes).toBe(0);
    expect(nightWork(plan)).toBe(0);
    const rise = plan.steps.find((s) => s.num === "3")!;
    expect(rise.minutes).toBeGreaterThanOrEqual(12 * 60);
    expect(rise.minutes).toBeLessThanOrEqual(14 * 60);
    // Shaped in the morning, out of the oven and cooled before dinner, and kept no longer than the recipe says.
    expect(planMoment(plan, plan.steps.find((s) => s.num === "4")!.start)).toMatchObject({ dayOffset: 0 });
    expect(plan.keeping).toBeGreaterThan(0);
    expect(plan.keeping).toBeLessThanOrEqual(getRecipe("artisanbread").keeps!.minutes);
    expect(planMoment(plan, plan.length)).toEqual({ minutes: 18 * 60 + 30, dayOffset: 0 });
    expect(starts("artisanbread", 1, evening)).toEqual([
      "1 21:40 the day before",
      "2 21:48 the day before",
      "3 21:49 the day before",
      "4 11:49 on the day",
      "5 12:19 on the day",
      "6 12:54 on the day",
      "7 13:25 on the day",
      "8 13:45 on the day",
    ]);
  });

  it("shortens a wait within its range when the long end would put the work in the night", () => {
    // For breakfast at 9, a 14-hour rise from 7 am would have the loaf shaped and baked after 10 pm.
    const plan = servePlan(getRecipe("artisanbread"), 1, { minutes: 9 * 60, day: null });
    expect(nightWork(plan)).toBe(0);
    const rise = plan.steps.find((s) => s.num === "3")!;
    expect(rise.minutes).toBeLessThan(14 * 60);
    expect(rise.minutes).toBeGreaterThanOrEqual(12 * 60);
  });

  it("keeps the reader's own quiet hours, or none when both times are the same", () => {
    const late = servePlan(getRecipe("artisanbread"), 1, { ...evening, quiet: { from: 20 * 60, to: 9 * 60 } });
    expect(nightWork(late, 20 * 60, 9 * 60)).toBe(0);
    expect(planMoment(late, 0).minutes).toBeLessThanOrEqual(20 * 60 - 9);
    expect(readServeAt({ serve: "18:30", day: null, quietFrom: "23:30", quietTo: "06:00" })).toMatchObject({
      ok: true,
      at: { quiet: { from: 23 * 60 + 30, to: 6 * 60 } },
    });
    expect(readServeAt({ serve: "18:30", day: null, quietFrom: "00:00", quietTo: "00:00" })).toMatchObject({
      ok: true,
      at: { quiet: null },
    });
    // Without quiet hours the plan is the recipe's own: the long ends, nothing kept.
    const awake = servePlan(getRecipe("artisanbread"), 1, { ...evening, quiet: null });
    expect(awake).toMatchObject({ length: awake.recipeTotal, keeping: 0 });
    expect(planMoment(awake, 0)).toEqual({ minutes: 85, dayOffset: 0 });
  });

  it("refuses quiet hours it cannot read, saying what was typed, by the field", () => {
    expect(readServeAt({ serve: "18:30", day: null, quietFrom: "late", quietTo: "7" })).toEqual({
      ok: false,
      errors: {
        quietFrom: "“late” is not a time: give hours and minutes, such as 22:00.",
        quietTo: "“7” is not a time: give hours and minutes, such as 07:00.",
      },
    });
  });

  it("makes a dish that keeps the day before, rather than in the night, for an early meal: hummus for 7:30 am", () => {
    const hummus = getRecipe("classichummus");
    const plan = servePlan(hummus, 3, { minutes: 7 * 60 + 30, day: null });
    expect(nightWork(plan)).toBe(0);
    expect(planMoment(plan, 0).dayOffset).toBe(-1);
    expect(plan.keeping).toBeGreaterThan(0);
    expect(plan.keeping).toBeLessThanOrEqual(hummus.keeps!.minutes);
    // The pancakes do not keep: their work stays in the morning, and the page offers a later breakfast.
    expect(servePlan(getRecipe("pancakes"), 3, { minutes: 7 * 60 + 30, day: null })).toMatchObject({ keeping: 0 });
  });

  it("says how long a dish keeps wherever its own text says it keeps: a dish made ahead needs the plan to know", () => {
    // A last step or tip that says the finished dish keeps in the fridge, a tin, a jar or a bag. Leftovers that reheat
    // (oatmeal, goulash) are not a dish made ahead: a plan never moves them into the day before.
    const saysItKeeps = /(?<!leftovers |leftover tea )keeps (for|in|up to)|store (it|the cooled|cooled)|use it within|airtight tin/i;
    for (const recipe of recipes) {
      const last = recipe.steps.at(-1)!;
      const text = [last.preInstruction, last.postInstruction, ...last.tips.map((t) => t.tip)].join(" ");
      if (saysItKeeps.test(text)) expect(recipe.keeps, recipe.slug).toBeDefined();
    }
  });

  it("when nothing fits, plans the least work in the quiet hours and finds the nearest time to eat that fits", () => {
    const rolls = getRecipe("cinnamonrolls");
    const breakfast: ServeAt = { minutes: 7 * 60, day: 20783 };
    const plan = servePlan(rolls, 1, breakfast);
    expect(plan.quietMinutes).toBeGreaterThan(0);
    // The rolls take almost three hours and keep one: their work cannot all be done by 10 pm, nor begin after 7 am.
    expect(plan.length - plan.keeping).toBeGreaterThan(2 * 60);
    const nearest = nearestQuietServe(breakfast, (at) => [servePlan(rolls, 1, at)])!;
    expect(nearest.day).toBe(20783);
    expect(nearest.minutes).toBeGreaterThan(7 * 60);
    expect(servePlan(rolls, 1, nearest).quietMinutes).toBe(0);
    // It is on the half hour, and half an hour sooner would not do.
    expect(nearest.minutes % 30).toBe(0);
    expect(servePlan(rolls, 1, { ...nearest, minutes: nearest.minutes - 30 }).quietMinutes).toBeGreaterThan(0);
  });

  it("takes the rolls' make-ahead way for 8:30 am, shaped the evening before and risen overnight in the fridge", () => {
    const rolls = getRecipe("cinnamonrolls");
    const early: ServeAt = { minutes: 8 * 60 + 30, day: null };
    const plan = servePlan(rolls, 1, early);
    expect(plan.quietMinutes).toBe(0);
    expect(plan.madeAhead?.step).toBe("8");
    expect(starts("cinnamonrolls", 1, early)).toEqual([
      "1 20:20 the day before",
      "2 20:27 the day before",
      "3 20:29 the day before",
      "4 20:37 the day before",
      "5 20:37 the day before",
      "6 21:37 the day before",
      "7 21:47 the day before",
      "8 21:55 the day before",
      "9 07:55 on the day",
      "10 07:55 on the day",
    ]);
    // The page's total is still the usual way's; the words say which way this plan goes.
    expect(plan.recipeTotal).toBe(recipeTimes(rolls, 1).totalTime);
    expect(quietNote(plan, rolls, "us")).toBe(
      "Planned the make-ahead way, as the tip of step 8 says: shape them the evening before and let them rise overnight in the fridge. " +
        "Nothing needs your hands between 10:00 pm and 7:00 am; only waits run through the night.",
    );
    expect(
      stepText(
        plan.steps.find((s) => s.num === "8")!,
        plan,
        "us",
      ).how,
    ).toBe("10 hrs the make-ahead way: 9 hrs 15 mins covered in the fridge, then 45 mins at room temperature from 7:10 am");
  });

  it("for 8:00 names the one moment it needs the cook, setting the rolls out at 6:40 am, and the earliest time that needs none", () => {
    // Issue 60: the plan set the pan out at 6:40 am and said that nothing needed the cook between 10 pm and 7 am.
    const rolls = getRecipe("cinnamonrolls");
    const plan = servePlan(rolls, 1, { minutes: 8 * 60, day: null });
    expect(plan.madeAhead?.step).toBe("8");
    expect(plan.quietMoments.map((m) => clockText(planMoment(plan, m.at).minutes, "us"))).toEqual(["6:40 am"]);
    expect(quietNote(plan, rolls, "us")).toBe(
      "Planned the make-ahead way, as the tip of step 8 says: shape them the evening before and let them rise overnight in the fridge. " +
        "No plan for Cinnamon Rolls keeps you free from 10:00 pm to 7:00 am at this time: it keeps only 1 hr once made, and its waits cannot stretch far enough. " +
        "This one needs you once in those hours, for a moment: at 6:40 am, to take the rolls out of the fridge (step 8).",
    );
    const nearest = nearestQuietServe(plan.at, (at) => [servePlan(rolls, 1, at)])!;
    expect(clockText(nearest.minutes, "us")).toBe("8:30 am");
    // At 7:00 the bake and frosting still begin at 6:25, but that is far less than the usual way's 4:05 am start.
    const seven = servePlan(rolls, 1, { minutes: 7 * 60, day: null });
    expect(seven.madeAhead?.step).toBe("8");
    // 27 minutes of work, and the moment the rolls come out of the fridge at 5:40 am, which the page names.
    expect(seven.quietMinutes).toBe(28);
    expect(quietNote(seven, rolls, "us")).toContain(
      "(27 mins, and a moment at 5:40 am to take the rolls out of the fridge): step 9 needs you at 6:25 am.",
    );
  });

  it("made ahead at 4.3X puts every pan in the fridge together, and takes them out in turn for the oven", () => {
    const rolls = getRecipe("cinnamonrolls");
    const plan = servePlan(rolls, 4.3, { minutes: 9 * 60, day: null });
    expect(plan.madeAhead?.step).toBe("8");
    expect(
      stepText(
        plan.steps.find((s) => s.num === "8")!,
        plan,
        "us",
      ),
    ).toEqual({
      time: "Start 10:00 pm, the day before",
      how: "10 hrs the make-ahead way: 9 hrs 15 mins covered in the fridge, then 45 mins at room temperature from 7:15 am (pans 1 and 2); pans 3 and 4 from 7:40 am",
      wait: 600,
    });
  });

  it("keeps the usual way where it already keeps the night quiet", () => {
    const plan = servePlan(getRecipe("cinnamonrolls"), 1, { minutes: 18 * 60, day: null });
    expect(plan.madeAhead).toBeNull();
    expect(plan.length).toBe(plan.recipeTotal);
    expect(quietNote(plan, getRecipe("cinnamonrolls"), "us")).toBe(
      "Nothing needs your hands between 10:00 pm and 7:00 am; only waits run through the night.",
    );
  });

  it("at 3X shapes and bakes the loaves one after another, each shaped an hour before its turn, not all three at once", () => {
    const plan = servePlan(getRecipe("artisanbread"), 3, evening);
    const step = (num: string) => plan.steps.find((s) => s.num === num)!;
    expect(plan.pieces).toBe("loaf");
    for (const num of ["4", "6", "7"]) expect(step(num).rounds).toEqual([step(num).start + 61, step(num).start + 122]);
    // The pot has its 10 minutes back in the hot oven, as the material note says, before the next loaf goes in.
    expect(step("6").rounds[0] - (step("7").start + 20)).toBeGreaterThanOrEqual(10);
    // Loaf 2 is shaped while loaf 1 rises, and goes into the pot after its own hour's rise, as loaf 1 comes out.
    expect(step("4").rounds[0]).toBeLessThan(step("6").start);
    expect(step("6").rounds[0] - step("4").rounds[0]).toBe(65);
    expect(step("7").rounds[0]).toBeGreaterThanOrEqual(step("7").start + 20);
    // The preheat is once; the cooling starts as the last loaf comes out.
    expect(step("5").rounds).toEqual([]);
    expect(step("8").start).toBe(step("7").rounds[1] + 20);
    expect(nightWork(plan)).toBe(0);
    // The total is the page's: the batches' time, now spent as later rounds.
    expect(plan.length - plan.keeping).toBe(recipeTimes(getRecipe("artisanbread"), 3).totalTime);
  });
});
