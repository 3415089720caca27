import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import { escapeText, foldLine, planCalendar } from "./calendar";
import { servePlan } from "./serve-plan";

const octets = (s: string) => new TextEncoder().encode(s).length;

function breadCalendar(units: "us" | "metric" = "us") {
  const recipe = getRecipe("artisanbread");
  const plan = servePlan(recipe, 1, { minutes: 12 * 60, day: 20783 });
  return planCalendar({
    plans: [{ recipe, scale: 1, plan, pageUrl: "https://recipes.example.com/artisanbread?serve=12%3A00&day=2026-11-26" }],
    units,
    host: "recipes.example.com",
    now: new Date("2026-11-24T13:00:00Z"),
  });
}

/** Minutes since 1 Nov 2026 of a floating DTSTART or DTEND value (20261126T181500). */
const minutesOf = (value: string) => (Number(value.slice(6, 8)) * 24 + Number(value.slice(9, 11))) * 60 + Number(value.slice(11, 13));

/** Unfolded content lines, as a calendar reads them. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("the serve-at calendar file (RFC 5545)", () => {
  it("escapes text and folds lines at 75 octets without cutting a character", () => {
    expect(escapeText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    const line = `DESCRIPTION:${"°C and 20 to 22°C, ".repeat(12)}`;
    const folded = foldLine(line);
    expect(folded.split("\r\n").every((l) => octets(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("has CRLF lines of at most 75 octets, a UID and DTSTAMP for every event, and floating local times", () => {
    const ics = breadCalendar("metric");
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics.split("\r\n").every((l) => octets(l) <= 75)).toBe(true);
    const lines = unfold(ics);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("PRODID:-//Small Batch Kitchen//Serve at//EN");
    const events = ics.split("BEGIN:VEVENT").length - 1;
    expect(lines.filter((l) => l.startsWith("UID:"))).toHaveLength(events);
    expect(new Set(lines.filter((l) => l.startsWith("UID:"))).size).toBe(events);
    expect(lines.filter((l) => l === "DTSTAMP:20261124T130000Z")).toHaveLength(events);
    // No zone: the phone puts the plan in the zone it is in.
    expect(lines.filter((l) => l.startsWith("DTSTART")).every((l) => /^DTSTART:\d{8}T\d{6}$/.test(l))).toBe(true);
  });

  it("holds an event to begin, then one for each step that waits 20 minutes or more, with reminders to begin it and when it is over", () => {
    const lines = unfold(breadCalendar());
    // Begin (step 1), then steps 3 (rise), 4 (last rise), 5 (preheat), 6 and 7 (bake), 8 (cool); not 2.
    expect(lines.filter((l) => l.startsWith("SUMMARY:"))).toEqual([
      "SUMMARY:No-Knead Artisan Bread: begin (step 1)",
      ...["3", "4", "5", "6", "7", "8"].map((n) => `SUMMARY:No-Knead Artisan Bread: step ${n}`),
    ]);
    const begin = lines.indexOf("SUMMARY:No-Knead Artisan Bread: begin (step 1)");
    expect(lines.slice(begin - 2, begin)).toEqual(["DTSTART:20261125T185500", "DTEND:20261125T190300"]);
    expect(lines).toContain("DESCRIPTION:No-Knead Artisan Bread: time to begin\\, with step 1.");
    const rise = lines.indexOf("SUMMARY:No-Knead Artisan Bread: step 3");
    expect(lines.slice(rise - 2, rise)).toEqual(["DTSTART:20261125T190400", "DTEND:20261126T090400"]);
    expect(lines).toContain("DESCRIPTION:No-Knead Artisan Bread: step 3 is done. Then step 4\\, at 9:04 am on Thu 26 Nov.");
    expect(lines.filter((l) => l === "TRIGGER;RELATED=END:PT0S")).toHaveLength(6);
    expect(lines.filter((l) => l === "TRIGGER:PT0S")).toHaveLength(7);
    expect(lines.find((l) => l.startsWith("DESCRIPTION:Cover the bowl"))).toContain("68 to 72°F\\, until");
  });

  it("reminds the cook of each later loaf at 3X, when its own rise ends and its own bake begins", () => {
    const recipe = getRecipe("artisanbread");
    const plan = servePlan(recipe, 3, { minutes: 18 * 60 + 30, day: 20783 });
    const staggered = plan.steps.filter((s) => s.rounds.length > 0 && s.wait >= 20);
    expect(staggered.length).toBeGreaterThan(0);
    const lines = unfold(
      planCalendar({
        plans: [{ recipe, scale: 3, plan, pageUrl: "https://recipes.example.com/artisanbread?x=3" }],
        units: "us",
        host: "h",
        now: new Date(),
      }),
    );
    const summaries = lines.filter((l) => l.startsWith("SUMMARY:"));
    for (const step of staggered) {
      expect(summaries).toContain(`SUMMARY:No-Knead Artisan Bread: step ${step.num}\\, loaf 1 of 3`);
      for (const [k, start] of step.rounds.entries()) {
        const summary = `SUMMARY:No-Knead Artisan Bread: step ${step.num}\\, loaf ${k + 2} of 3`;
        const at = lines.indexOf(summary);
        expect(at).toBeGreaterThan(0);
        // Each later loaf's event starts when the plan on the page says that loaf begins the step.
        const minutes = 18 * 60 + 30 - plan.length + start;
        const day = 26 + Math.floor(minutes / (24 * 60));
        const clock = ((minutes % (24 * 60)) + 24 * 60) % (24 * 60);
        const hhmm = `${String(Math.floor(clock / 60)).padStart(2, "0")}${String(clock % 60).padStart(2, "0")}`;
        expect(lines[at - 2]).toBe(`DTSTART:202611${day}T${hhmm}00`);
      }
      // Every loaf's turn lasts as long as one loaf takes, the first's too: not the whole run of three.
      const lengths = [1, 2, 3].map((n) => {
        const at = lines.indexOf(`SUMMARY:No-Knead Artisan Bread: step ${step.num}\\, loaf ${n} of 3`);
        return minutesOf(lines[at - 1].slice(6)) - minutesOf(lines[at - 2].slice(8));
      });
      expect(lengths).toEqual([step.minutes - step.batches, step.minutes - step.batches, step.minutes - step.batches]);
    }
    // A loaf shaped goes on to its own bake, not to the step the others share.
    const shaped = lines.find((l) => l.startsWith("DESCRIPTION:No-Knead Artisan Bread: step 4 is done\\, loaf 2 of 3."));
    expect(shaped).toMatch(/Then step 6 for this loaf\\, at \d+:\d\d (am|pm) on Thu 26 Nov\.$/);
    expect(new Set(lines.filter((l) => l.startsWith("UID:"))).size).toBe(summaries.length);
  });

  it("ends the rolls' night in the fridge when they come out, and says what comes next", () => {
    const recipe = getRecipe("cinnamonrolls");
    const plan = servePlan(recipe, 1, { minutes: 8 * 60, day: 20783 });
    const lines = unfold(
      planCalendar({ plans: [{ recipe, scale: 1, plan, pageUrl: "https://h/cinnamonrolls" }], units: "us", host: "h", now: new Date() }),
    );
    const at = lines.indexOf("SUMMARY:Cinnamon Rolls: step 8");
    const event = lines.slice(lines.lastIndexOf("BEGIN:VEVENT", at), lines.indexOf("END:VEVENT", at));
    expect(event).toContain("DTSTART:20261125T215500");
    expect(event).toContain("DTEND:20261126T064000");
    expect(event.find((l) => l.startsWith("DESCRIPTION:"))).toContain(
      String.raw`Made ahead\, as the step's tip says: covered in the fridge until now\, then 45 mins at room temperature. Then step 9\, at 7:25 am on Thu 26 Nov.`,
    );
  });

  it("puts every pan of the rolls made ahead at 4.3X in the fridge together, each event ending when that pan comes out", () => {
    const recipe = getRecipe("cinnamonrolls");
    const plan = servePlan(recipe, 4.3, { minutes: 9 * 60, day: 20783 });
    const lines = unfold(
      planCalendar({ plans: [{ recipe, scale: 4.3, plan, pageUrl: "https://h/cinnamonrolls" }], units: "us", host: "h", now: new Date() }),
    );
    const event = (summary: string) => {
      const at = lines.indexOf(`SUMMARY:${summary}`);
      return lines.slice(lines.lastIndexOf("BEGIN:VEVENT", at), lines.indexOf("END:VEVENT", at));
    };
    // Four pans, two to the oven at a time: each event is a round of two.
    expect(event(String.raw`Cinnamon Rolls: step 8\, pans 1 and 2 of 4`)).toEqual(
      expect.arrayContaining(["DTSTART:20261125T220000", "DTEND:20261126T071500"]),
    );
    expect(event(String.raw`Cinnamon Rolls: step 8\, pans 3 and 4 of 4`)).toEqual(
      expect.arrayContaining(["DTSTART:20261125T220000", "DTEND:20261126T074000"]),
    );
  });

  it("counts the rolls' pans at 2.7X as the page does: three pans, two to the oven, never 'pan 1 of 2'", () => {
    const recipe = getRecipe("cinnamonrolls");
    const plan = servePlan(recipe, 2.7, { minutes: 18 * 60, day: 20783 });
    const text = planCalendar({
      plans: [{ recipe, scale: 2.7, plan, pageUrl: "https://h/cinnamonrolls" }],
      units: "us",
      host: "h",
      now: new Date(),
    });
    const summaries = unfold(text).filter((l) => l.startsWith("SUMMARY:Cinnamon Rolls: step 9"));
    expect(summaries).toEqual([
      String.raw`SUMMARY:Cinnamon Rolls: step 9\, pans 1 and 2 of 3`,
      String.raw`SUMMARY:Cinnamon Rolls: step 9\, pan 3 of 3`,
    ]);
    expect(text).not.toMatch(/ of 2\b/);
  });

  it("rings no alarm in the quiet hours but at the one moment the page says it needs the cook", () => {
    const recipe = getRecipe("cinnamonrolls");
    const alarms = (minutes: number) => {
      const plan = servePlan(recipe, 1, { minutes, day: 20783 });
      const lines = unfold(planCalendar({ plans: [{ recipe, scale: 1, plan, pageUrl: "u" }], units: "us", host: "h", now: new Date() }));
      // Each alarm's moment: its event's start, or its end for a RELATED=END trigger.
      return lines.flatMap((l, i) => {
        if (!l.startsWith("TRIGGER")) return [];
        const at = lines.lastIndexOf("BEGIN:VEVENT", i);
        const field = l.includes("RELATED=END") ? "DTEND:" : "DTSTART:";
        return [
          lines
            .slice(at)
            .find((x) => x.startsWith(field))!
            .slice(-6, -2),
        ];
      });
    };
    // For 8:00 the pan comes out of the fridge at 6:40, which the page names; for 8:30, at 7:10: nothing in the night.
    expect(alarms(8 * 60).filter((t) => t >= "2200" || t < "0700")).toEqual(["0640"]);
    expect(alarms(8 * 60 + 30).filter((t) => t > "2200" || t < "0700")).toEqual([]);
  });

  it("reminds the cook to begin a recipe with no long wait: the file then holds that one event", () => {
    const recipe = getRecipe("pancakes");
    const plan = servePlan(recipe, 1, { minutes: 8 * 60, day: 20783 });
    const lines = unfold(
      planCalendar({
        plans: [{ recipe, scale: 1, plan, pageUrl: "https://recipes.example.com/pancakes" }],
        units: "us",
        host: "h",
        now: new Date(),
      }),
    );
    expect(lines.filter((l) => l.startsWith("SUMMARY:"))).toEqual(["SUMMARY:Pancakes: begin (step 1)"]);
    const start = 8 * 60 - plan.length;
    const hhmm = `${String(Math.floor(start / 60)).padStart(2, "0")}${String(start % 60).padStart(2, "0")}`;
    expect(lines.filter((l) => l.startsWith("DTSTART:"))).toEqual([`DTSTART:20261126T${hhmm}00`]);
  });

  it("holds the waits of several recipes in one file, each event named by its recipe and linked to its page", () => {
    const at = { minutes: 18 * 60 + 30, day: 20783 };
    const plans = (["beefstew", "artisanbread"] as const).map((slug) => ({
      recipe: getRecipe(slug),
      scale: 1,
      plan: servePlan(getRecipe(slug), 1, at),
      pageUrl: `https://recipes.example.com/${slug}?serve=18%3A30&day=2026-11-26`,
    }));
    const lines = unfold(planCalendar({ plans, units: "us", host: "recipes.example.com", now: new Date("2026-11-24T13:00:00Z") }));
    const summaries = lines.filter((l) => l.startsWith("SUMMARY:"));
    expect(summaries).toContain("SUMMARY:Beef Stew: step 6");
    expect(summaries).toContain("SUMMARY:No-Knead Artisan Bread: step 3");
    expect(lines.filter((l) => l === "BEGIN:VCALENDAR")).toHaveLength(1);
    const uids = lines.filter((l) => l.startsWith("UID:"));
    expect(new Set(uids).size).toBe(summaries.length);
    expect(lines).toContain("URL:https://recipes.example.com/beefstew?serve=18%3A30&day=2026-11-26");
  });
});
