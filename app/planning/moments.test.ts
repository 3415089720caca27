import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import { clockAndDay, dayJoin, momentText, servedText, startText } from "./moments";
import { servePlan } from "./serve-plan";

// The bread for 6:30 pm begins the evening before: its moments have a day of their own.
const bread = (day: number | null) => servePlan(getRecipe("artisanbread"), 1, { minutes: 18 * 60 + 30, day });
const THU_26_NOV = Date.UTC(2026, 10, 26) / 86_400_000;

describe("the clock and its day in a sentence", () => {
  it("joins a day in words with a space or a comma, a date with 'on', and leaves out a day it does not need", () => {
    expect(clockAndDay({ clock: "7:10 pm", day: "the day before" }, dayJoin({ day: null }))).toBe("7:10 pm the day before");
    expect(clockAndDay({ clock: "7:10 pm", day: "Wed 25 Nov" }, dayJoin({ day: THU_26_NOV }))).toBe("7:10 pm on Wed 25 Nov");
    expect(clockAndDay({ clock: "7:10 pm", day: "the day before" }, ", ")).toBe("7:10 pm, the day before");
    expect(clockAndDay({ clock: "7:10 pm", day: "" }, " on ")).toBe("7:10 pm");
  });

  it("says a plan's first step by its day, and the time to eat with its date only when the plan has one", () => {
    expect(momentText(bread(null), 0, "us")).toMatchObject({ day: "the day before", dayOffset: -1 });
    expect(startText(bread(null), 0, "us")).toMatch(/^Start \d+:\d\d (am|pm), the day before$/);
    expect(startText(bread(THU_26_NOV), 0, "metric")).toMatch(/^Start \d\d:\d\d, Wed 25 Nov$/);
    expect(servedText(bread(null), "us")).toBe("6:30 pm");
    expect(servedText(bread(THU_26_NOV), "metric")).toBe("18:30 on Thu 26 Nov");
  });
});
