/** "Serve at" and "Scale to what you have" as plain GET forms, without JavaScript. */
import { describe, expect, it } from "vitest";
import { getRecipe } from "../../app/recipes/index";
import { scaleIngredient } from "../../app/amounts/scale";
import { ingredientsOf } from "../../app/recipes/types";
import { htmlProblems } from "../support/html";
import { decode, getPage, siteUrl } from "../support/site";

const texts = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<p[^>]*class="${className}"[^>]*>([\\s\\S]*?)</p>`, "g"))].map((m) => decode(m[1].replace(/<[^>]+>/g, "")));
const errors = (html: string) => texts(html, "field-error");
/** The page's words, without its markup. */
const plain = (html: string) => decode(html.replace(/<[^>]+>/g, ""));
const amountsOf = (html: string) => [...html.matchAll(/<span class="amount">([^<]*)<\/span>/g)].map((m) => decode(m[1]));
/** The value an input of the form starts with, whatever order React writes its attributes in. */
const valueOf = (html: string, name: string) => {
  const tag = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
  return decode(tag.match(/value="([^"]*)"/)?.[1] ?? "");
};
const selected = (html: string, name: string) => {
  const select = html.match(new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`))?.[0] ?? "";
  const option = select.match(/<option[^>]*selected=""[^>]*>/)?.[0] ?? "";
  return decode(option.match(/value="([^"]*)"/)?.[1] ?? "");
};

describe("serve at, without JavaScript", () => {
  it("starts the 17-hour bread the day before, says when to begin each step, and offers the calendar once the day is given", async () => {
    const { status, html } = await getPage("/artisanbread?serve=12%3A00");
    expect(status).toBe(200);
    expect(texts(html, "plan-start")).toEqual([
      "Start at 6:55 pm the day before to eat at 12:00 pm. Each step below says when to begin it.",
    ]);
    const steps = texts(html, "step-plan");
    expect(steps).toHaveLength(8);
    expect(steps[0]).toBe("Start 6:55 pm, the day before · 8 mins");
    expect(steps[2]).toBe("Start 7:04 pm, the day before · 14 hrs");
    expect(steps[4]).toBe("Start 9:34 am, on the day · 30 mins into step 4");
    // One number: the page's total is the plan's.
    expect(texts(html, "plan-note")[0]).toMatch(/^The plan takes 17 hrs 5 mins, as the recipe’s times say: /);
    expect(html).toMatch(/<dt>Total<\/dt><dd>17 hrs 5 mins<\/dd>/);
    expect(texts(html, "plan-calendar")).toEqual([
      "Give the day too, for a calendar file that reminds you when to begin and when each wait is over.",
    ]);
    // Breakfast-to-lunch bread needs no work at night, and the page says so.
    expect(texts(html, "plan-quiet")).toEqual(["Nothing needs your hands between 10:00 pm and 7:00 am; only waits run through the night."]);
    expect(valueOf(html, "serve")).toBe("12:00");
    expect(await htmlProblems(html)).toEqual([]);

    const dated = await getPage("/artisanbread?serve=12%3A00&day=2026-11-26&units=metric");
    expect(texts(dated.html, "plan-start")[0]).toBe(
      "Start at 18:55 on Wed 25 Nov to eat at 12:00 on Thu 26 Nov. Each step below says when to begin it.",
    );
    const href = decode(dated.html.match(/<a href="([^"]*plan\.ics[^"]*)"/)![1]);
    expect(href).toBe("/artisanbread/plan.ics?units=metric&serve=12%3A00&day=2026-11-26");
    const ics = await fetch(new URL(href, siteUrl()));
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("cache-control")).toBe("private, no-store");
    expect(ics.headers.get("content-disposition")).toBe('attachment; filename="artisanbread-plan.ics"');
    const body = await ics.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(body.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    // A reminder to begin, and one event for each of the six long waits.
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    expect(body).toContain("DTSTART:20261125T185500\r\nDTEND:20261125T190300\r\nSUMMARY:No-Knead Artisan Bread: begin (step 1)");
    expect(body).toContain("DTSTART:20261125T190400\r\nDTEND:20261126T090400\r\n");
    expect(body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });

  it("plans at the page's scale: more loaves, more batches, an earlier start", async () => {
    const { html } = await getPage("/artisanbread?x=2&serve=12%3A00");
    expect(texts(html, "plan-start")[0]).toMatch(/^Start at 5:51 pm the day before/);
    expect(valueOf(html, "x")).toBe("2");
    // The scale links keep the serving time.
    const link = html.match(/<a ([^>]*class="scale-button"[^>]*)>3X<\/a>/)?.[1] ?? "";
    expect(decode(link.match(/href="([^"]*)"/)?.[1] ?? "")).toBe("/artisanbread?x=3&serve=12%3A00#ingredients-heading");
  });

  it("plans the bread for dinner from the evening before, so that no hands-on step falls between 10 pm and 7 am", async () => {
    const { status, html } = await getPage("/artisanbread?serve=18%3A30");
    expect(status).toBe(200);
    expect(texts(html, "plan-start")).toEqual([
      "Start at 9:40 pm the day before to eat at 6:30 pm. Each step below says when to begin it.",
    ]);
    const steps = texts(html, "step-plan");
    expect(steps[2]).toBe("Start 9:49 pm, the day before · 14 hrs");
    expect(steps[3]).toBe("Start 11:49 am, on the day · 1 hr 5 mins");
    expect(texts(html, "plan-note")[0]).toMatch(/it is ready at 2:45 pm, and keeps until you eat \(once cooled, the loaf keeps/);
    // The form shows the quiet hours it kept, to change.
    expect(valueOf(html, "quiet-from")).toBe("22:00");
    expect(valueOf(html, "quiet-to")).toBe("07:00");
  });

  it("keeps the reader's quiet hours in every link and form, and links the nearest time that keeps them when none does", async () => {
    const { status, html } = await getPage("/cinnamonrolls?serve=07%3A00&quiet-from=21%3A30&quiet-to=06%3A30");
    expect(status).toBe(200);
    expect(texts(html, "plan-quiet")[0]).toMatch(
      /^Planned the make-ahead way, .* No plan for Cinnamon Rolls keeps you free from 9:30 pm to 6:30 am at this time: /,
    );
    const nearest = html.match(/<p class="plan-nearest"><a href="([^"]*)"[^>]*>([^<]*)<\/a>/)!;
    expect(decode(nearest[2])).toMatch(/^Serve at \d+:\d\d am instead, and nothing needs you between 9:30 pm and 6:30 am\.$/);
    const moved = await getPage(decode(nearest[1]).replace(/#.*/, ""));
    expect(texts(moved.html, "plan-quiet")[0]).toMatch(
      /^Planned the make-ahead way, .* Nothing needs your hands between 9:30 pm and 6:30 am; only waits run through the night\.$/,
    );
    const link = html.match(/<a ([^>]*class="scale-button"[^>]*)>2X<\/a>/)?.[1] ?? "";
    expect(decode(link.match(/href="([^"]*)"/)?.[1] ?? "")).toBe(
      "/cinnamonrolls?x=2&serve=07%3A00&quiet-from=21%3A30&quiet-to=06%3A30#ingredients-heading",
    );
    expect(html).toMatch(/<input type="hidden" name="quiet-from" value="21:30"\/>/);
  });

  it("plans the rolls for 8:00 the make-ahead way their tip gives, and names the one moment in the night it needs the cook", async () => {
    const { status, html } = await getPage("/cinnamonrolls?serve=08%3A00");
    expect(status).toBe(200);
    expect(texts(html, "plan-start")).toEqual([
      "Start at 8:20 pm the day before to eat at 8:00 am. Each step below says when to begin it.",
    ]);
    expect(texts(html, "plan-quiet")).toEqual([
      "Planned the make-ahead way, as the tip of step 8 says: shape them the evening before and let them rise overnight in the fridge. " +
        // Issue 60: it said that nothing needed the cook, and set the pan out at 6:40 am.
        "No plan for Cinnamon Rolls keeps you free from 10:00 pm to 7:00 am at this time: it keeps only 1 hr once made, and its waits cannot stretch far enough. " +
        "This one needs you once in those hours, for a moment: at 6:40 am, to take the rolls out of the fridge (step 8).",
    ]);
    const nearest = html.match(/<p class="plan-nearest"><a href="([^"]*)"[^>]*>([^<]*)<\/a>/)!;
    expect(decode(nearest[2])).toBe("Serve at 8:30 am instead, and nothing needs you between 10:00 pm and 7:00 am.");
    const steps = texts(html, "step-plan");
    expect(steps[6]).toBe("Start 9:47 pm, the day before · 8 mins");
    expect(steps[7]).toBe(
      "Start 9:55 pm, the day before · 9 hrs 30 mins the make-ahead way: 8 hrs 45 mins covered in the fridge, then 45 mins at room temperature from 6:40 am",
    );
    expect(steps[8]).toBe("Start 7:25 am, on the day · 35 mins");
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("says beside the fields that the same quiet time twice is none, rather than planning at any hour without a word", async () => {
    const { status, html } = await getPage("/artisanbread?serve=12%3A00&quiet-from=08%3A00&quiet-to=08%3A00");
    expect(status).toBe(200);
    expect(texts(html, "field-hint")).toContain(
      "From 08:00 to 08:00 is no quiet time, not a whole day of it: the plan may start at any hour.",
    );
    expect(html).toMatch(
      /<input[^>]*aria-describedby="serve-quiet-to-hint"[^>]*name="quiet-to"|<input[^>]*name="quiet-to"[^>]*aria-describedby="serve-quiet-to-hint"/,
    );
    expect(texts(html, "plan-quiet")).toEqual([]);
    // Quiet hours that are some say nothing there.
    expect((await getPage("/artisanbread?serve=12%3A00")).html).not.toContain('id="serve-quiet-to-hint"');
  });

  it("refuses quiet hours it cannot read with a 400, a message by the field, and every value kept", async () => {
    const { status, html } = await getPage("/artisanbread?serve=18%3A30&day=2026-11-26&quiet-from=late&quiet-to=07%3A00");
    expect(status).toBe(400);
    expect(errors(html)).toEqual(["“late” is not a time: give hours and minutes, such as 22:00."]);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="quiet-from"|<input[^>]*name="quiet-from"[^>]*aria-invalid="true"/);
    expect(valueOf(html, "quiet-from")).toBe("late");
    expect(valueOf(html, "quiet-to")).toBe("07:00");
    expect(valueOf(html, "serve")).toBe("18:30");
    expect(valueOf(html, "day")).toBe("2026-11-26");
    expect(texts(html, "step-plan")).toEqual([]);
    expect(await htmlProblems(html)).toEqual([]);
    const ics = await fetch(new URL("/artisanbread/plan.ics?serve=18%3A30&day=2026-11-26&quiet-from=late", siteUrl()));
    expect(ics.status).toBe(400);
    expect(await ics.text()).toMatch(/“late” is not a time/);
  });

  it.each([
    ["junk", "junk", "", "“junk” is not a time: give hours and minutes, such as 18:30."],
    ["99:99 on 31 February", "99:99", "2026-02-31", "“99:99” is not a time: give hours and minutes, such as 18:30."],
    ["nothing", "", "", "Give the time to eat, such as 18:30."],
    ["5,000 characters", "1".repeat(5000), "x".repeat(5000), `“${"1".repeat(20)}” is not a time: give hours and minutes, such as 18:30.`],
  ])("refuses %s for a time with a 400, a message by the field, and what was typed kept", async (_what, serve, day, message) => {
    const { status, html } = await getPage(`/artisanbread?serve=${encodeURIComponent(serve)}&day=${encodeURIComponent(day)}`);
    expect(status).toBe(400);
    expect(errors(html)[0]).toBe(message);
    expect(valueOf(html, "serve")).toBe(serve.slice(0, 40));
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="serve"|<input[^>]*name="serve"[^>]*aria-invalid="true"/);
    expect(texts(html, "step-plan")).toEqual([]);
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("answers a calendar request it cannot make with a 4xx in words, never a 5xx", async () => {
    for (const [path, status, words] of [
      ["/artisanbread/plan.ics?serve=12%3A00", 400, /Give the day/],
      ["/artisanbread/plan.ics", 400, /Say when to eat/],
      ["/artisanbread/plan.ics?serve=junk&day=2026-11-26", 400, /is not a time/],
      ["/artisanbread/plan.ics?serve=12%3A00&day=2026-11-26&have=bread+flour&amount=0&unit=g", 400, /number above 0/],
      ["/nosuchrecipe/plan.ics?serve=12%3A00&day=2026-11-26", 404, /No such recipe/],
    ] as const) {
      const res = await fetch(new URL(path, siteUrl()));
      expect(res.status, path).toBe(status);
      expect(await res.text(), path).toMatch(words);
    }
  });
});

describe("serve a whole shopping list at one time, without JavaScript", () => {
  const LIST = "/list?r=beefstew.2,cucumbertomatosalad.1";

  it("offers the form on a list, and with a time gives every recipe's steps in one timeline, each linked to its plan", async () => {
    const empty = await getPage(LIST);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<h2 id="serve-all-heading">Serve it all at</h2>');
    expect(valueOf(empty.html, "r")).toBe("beefstew.2,cucumbertomatosalad.1");
    expect(texts(empty.html, "step-plan")).toEqual([]);

    const { status, html, headers } = await getPage(`${LIST}&serve=18%3A30&day=2026-11-26`);
    expect(status).toBe(200);
    expect(headers.get("x-edge-cache")).toBeNull();
    expect(texts(html, "plan-start")[0]).toBe(
      "Start with Beef Stew at 3:28 pm on Thu 26 Nov for everything to be ready at 6:30 pm on Thu 26 Nov: 3 hrs 2 mins from the first step to the table.",
    );
    const lines = texts(html, "step-plan");
    expect(lines).toHaveLength(getRecipe("beefstew").steps.length + getRecipe("cucumbertomatosalad").steps.length);
    expect(lines[0]).toBe("Start 3:28 pm, Thu 26 Nov · Beef Stew, step 1 · 29 mins");
    expect(lines.at(-1)).toMatch(/^Start 6:\d\d pm, Thu 26 Nov · Cucumber Tomato Salad, step \d/);
    expect(html).toContain('href="/beefstew?x=2&amp;serve=18%3A30&amp;day=2026-11-26"');
    // What was asked stays in the form, to change.
    expect(valueOf(html, "serve")).toBe("18:30");
    expect(valueOf(html, "day")).toBe("2026-11-26");
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("links the nearest time to eat at which no recipe on the list needs the cook in the quiet hours", async () => {
    const { status, html } = await getPage("/list?r=cinnamonrolls.1,pancakes.1&serve=07%3A00");
    expect(status).toBe(200);
    const nearest = html.match(/<p class="plan-nearest"><a href="([^"]*)"[^>]*>([^<]*)<\/a>/)!;
    expect(decode(nearest[2])).toMatch(/^Eat at \d+:\d\d am instead, and nothing needs you between 10:00 pm and 7:00 am\.$/);
    expect(decode(nearest[1])).toMatch(/^\/list\?r=cinnamonrolls\.1,pancakes\.1&serve=\d\d%3A\d\d#serve-all-heading$/);
    const moved = await getPage(decode(nearest[1]).replace(/#.*/, ""));
    expect(moved.status).toBe(200);
    expect(moved.html).not.toContain('class="plan-nearest"');
  });

  it("says when two recipes on the list need the one Dutch oven at the same time", async () => {
    // With the quiet hours the bread is baked by the afternoon; without them it is in the pot when the stew is.
    const { html } = await getPage("/list?r=beefstew.1,artisanbread.1&serve=18%3A30&quiet-from=00%3A00&quiet-to=00%3A00");
    const clashes = [...html.matchAll(/<ul class="serve-all-clashes">([\s\S]*?)<\/ul>/g)].map((m) => decode(m[1].replace(/<[^>]+>/g, "")));
    expect(clashes).toEqual([
      "Beef Stew and No-Knead Artisan Bread both need the Dutch oven from 4:12 pm to 6:29 pm: have a second one ready, or plan one of them for another time.",
    ]);
    expect((await getPage(`${LIST}&serve=18%3A30`)).html).not.toContain('<ul class="serve-all-clashes">');
    expect((await getPage("/list?r=beefstew.1,artisanbread.1&serve=18%3A30")).html).not.toContain('<ul class="serve-all-clashes">');
  });

  it("offers every recipe's waits as one calendar file once the day is given, and says in words what it cannot make", async () => {
    const withoutDay = await getPage(`${LIST}&serve=18%3A30`);
    expect(texts(withoutDay.html, "plan-calendar no-print")).toEqual([
      "Give the day too, for a calendar file that reminds you when to begin and when each wait is over.",
    ]);
    const { html } = await getPage("/list?r=beefstew.1,artisanbread.1&serve=18%3A30&day=2026-11-26");
    const href = decode(html.match(/<a href="([^"]*)"[^>]*>Add when to begin and the recipes’ waits to your calendar/)?.[1] ?? "");
    expect(href).toBe("/list.ics?r=beefstew.1,artisanbread.1&serve=18%3A30&day=2026-11-26");
    const res = await fetch(new URL(href, siteUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="serve-all-plan.ics"');
    const body = (await res.text()).replace(/\r\n /g, "");
    expect(body).toContain("SUMMARY:Beef Stew: step 6");
    expect(body).toContain("SUMMARY:No-Knead Artisan Bread: step 3");
    expect(body).toMatch(/URL:http:\/\/[^/]+\/beefstew\?serve=18%3A30&day=2026-11-26/);
    for (const [path, words] of [
      ["/list.ics?r=beefstew.1&serve=18%3A30", /Give the day/],
      ["/list.ics?r=beefstew.1", /Say when to eat/],
      ["/list.ics?r=beefstew.1&serve=junk&day=2026-11-26", /is not a time/],
      ["/list.ics?serve=18%3A30&day=2026-11-26", /no recipes to plan/],
      ["/list.ics?r=nosuchdish&serve=18%3A30&day=2026-11-26", /left out: “nosuchdish”/],
    ] as const) {
      const bad = await fetch(new URL(path, siteUrl()));
      expect(bad.status, path).toBe(400);
      expect(await bad.text(), path).toMatch(words);
    }
  });

  it("offers a calendar file with only the reminder to begin when no step waits long enough for one of its own", async () => {
    for (const path of [
      "/pancakes?serve=08%3A00&day=2026-11-26",
      "/list?r=pancakes.1,cucumbertomatosalad.1&serve=08%3A00&day=2026-11-26",
    ]) {
      const { status, html } = await getPage(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(".ics?");
    }
    for (const [path, summaries] of [
      ["/pancakes/plan.ics?serve=08%3A00&day=2026-11-26", ["SUMMARY:Pancakes: begin (step 1)"]],
      [
        "/list.ics?r=pancakes.1,cucumbertomatosalad.1&serve=08%3A00&day=2026-11-26",
        ["SUMMARY:Pancakes: begin (step 1)", "SUMMARY:Cucumber Tomato Salad: begin (step 1)"],
      ],
    ] as const) {
      const res = await fetch(new URL(path, siteUrl()));
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("text/calendar; charset=utf-8");
      const body = (await res.text()).replace(/\r\n /g, "");
      expect(
        body.split("\r\n").filter((l) => l.startsWith("SUMMARY:")),
        path,
      ).toEqual(summaries);
    }
  });

  it("keeps the plan when the list is rescaled, a recipe removed or added, or the units switched", async () => {
    const { html } = await getPage(`${LIST}&serve=18%3A30&day=2026-11-26`);
    const hrefs = [...html.matchAll(/<a [^>]*href="(\/list\?[^"]*)"/g)].map((m) => decode(m[1]));
    expect(hrefs).toContain("/list?r=beefstew.3,cucumbertomatosalad.1&serve=18%3A30&day=2026-11-26");
    expect(hrefs).toContain("/list?r=cucumbertomatosalad.1&serve=18%3A30&day=2026-11-26");
    expect(hrefs).toContain("/list?r=beefstew.2,cucumbertomatosalad.1&units=metric&serve=18%3A30&day=2026-11-26");
    const added = await getPage(`${LIST}&serve=18%3A30&day=2026-11-26&add=marinara&ax=1`);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/list?r=beefstew.2,cucumbertomatosalad.1,marinara.1&serve=18%3A30&day=2026-11-26");
    // A time on an empty list has no form to answer it: the list says it is empty, and nothing more.
    const empty = await getPage("/list?serve=junk");
    expect(empty.status).toBe(200);
    expect(errors(empty.html)).toEqual([]);
  });

  it("refuses a time it cannot read with a 400, a message by the field, and what was typed kept", async () => {
    const { status, html, headers } = await getPage(`${LIST}&serve=25%3A30&day=2026-02-31`);
    expect(status).toBe(400);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(errors(html)).toEqual([
      "“25:30” is not a time: give hours and minutes, such as 18:30.",
      "“2026-02-31” is not a date: give one such as 2026-11-25, or leave it empty.",
    ]);
    expect(valueOf(html, "serve")).toBe("25:30");
    expect(html).toMatch(/<input[^>]*name="serve"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="serve"/);
    expect(texts(html, "step-plan")).toEqual([]);
    // The list itself is still there to shop from.
    expect(html).toContain('<h2 id="list-items-heading">To buy</h2>');
    expect(await htmlProblems(html)).toEqual([]);
  });
});

describe("scale to what you have, without JavaScript", () => {
  const bread = getRecipe("artisanbread");

  it("scales every amount, the yield, the time, the materials and the nutrition to a scale between the standard ones, and says which", async () => {
    const { status, html, headers } = await getPage("/artisanbread?have=bread+flour&amount=1080&unit=g");
    expect(status).toBe(200);
    expect(headers.get("x-edge-cache")).not.toBe("HIT");
    expect(texts(html, "plan-result")[0]).toMatch(/^Scaled 2\.7X to your 1080 g of bread flour: the recipe uses 1080 g of it\./);
    const expected = ingredientsOf(bread).map((ing) => scaleIngredient(ing, 2.7, { gramsPerCup: bread.gramsPerCup }).amount);
    expect(amountsOf(html).slice(0, expected.length)).toEqual(expected);
    const words = plain(html);
    expect(words).toContain("Scaled 2.7X: makes 3 loaves · 32 slices");
    expect(words).toContain("Calories4050 kcal");
    // Three loaves (each a little smaller than the 1X one) in one Dutch oven: the batches and the time they add.
    expect(words).toContain("At 2.7X, working in more batches adds 2 hrs 2 mins.");
    expect(words).toContain("At 2.7X, the large bowl is too small for the rising dough.");
    expect(words).toContain("At 2.7X: 3 loaves, one at a time: 3 batches of about 61 minutes");
    // The form keeps what was typed.
    expect(selected(html, "have")).toBe("bread flour");
    expect(valueOf(html, "amount")).toBe("1080");
    expect(selected(html, "unit")).toBe("g");
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("answers at 1X-5X too with the reader's own words kept, and its list link takes the scale it made", async () => {
    const res = await getPage("/artisanbread?units=metric&have=bread+flour&amount=800&unit=g");
    expect(res.status).toBe(200);
    expect(texts(res.html, "plan-result")[0]).toMatch(/^Scaled 2X to your 800 g of bread flour: the recipe uses 800 g of it\./);
    const stew = await getPage("/beefstew?have=boneless+beef+chuck+roast&amount=2.7&unit=lb");
    expect(stew.status).toBe(200);
    // The page's own rounding would say 2 3/4 lb: more than the reader has.
    expect(texts(stew.html, "plan-result")[0]).toMatch(
      /^Scaled 2\.7X to your 2\.7 lb of boneless beef chuck roast: the recipe uses 2\.7 lb of it\./,
    );
    expect(amountsOf(stew.html)).toContain("2.7 lb");
    expect(amountsOf(stew.html)).not.toContain("2 3/4 lb");
    const listLink = decode(stew.html.match(/<a [^>]*href="(\/list\?[^"]*)"[^>]*>Add to shopping list/)![1]);
    expect(listLink).toBe("/list?r=beefstew.2.7");
    const list = await getPage(listLink);
    expect(list.status).toBe(200);
    expect(plain(list.html)).toContain("Beef Stew at 2.7X");
    expect(errors(list.html)).toEqual([]);
  });

  it("writes the cans the reader has: two 15 oz cans of chickpeas, not one 28 oz can", async () => {
    const { status, html } = await getPage("/classichummus?have=chickpeas&amount=2&unit=count");
    expect(status).toBe(200);
    expect(texts(html, "plan-result")[0]).toMatch(/^Scaled 2X to your 2 cans of chickpeas: the recipe uses 2 cans \(15 oz each\) of it\./);
    expect(amountsOf(html).filter((a) => a.includes("can"))).toEqual(["2 cans (15 oz each)", "2 cans (15 oz each)"]);
    expect((await getPage("/classichummus?x=2")).html).toContain("1 can (28 oz)");
    expect(await htmlProblems(html)).toEqual([]);
  });

  it.each([
    ["an unknown ingredient", "gold", "100", "g", { have: "Pick one of this recipe’s ingredients." }],
    ["nothing", "bread flour", "0", "g", { amount: "Say how much you have as a number above 0, such as 250, 1.5 or 1 1/2." }],
    ["a negative amount", "bread flour", "-250", "g", { amount: "Say how much you have as a number above 0, such as 250, 1.5 or 1 1/2." }],
    ["too little", "bread flour", "150", "g", { amount: expect.stringMatching(/^That is less than half of the 400 g/) }],
    ["99 kg", "bread flour", "99", "kg", { amount: expect.stringMatching(/^That is more than 5 times the 400 g/) }],
    ["cups of what is weighed", "bread flour", "3", "cup", { unit: "Bread flour is weighed here: give it in g, kg, oz or lb." }],
    ["a huge string", "x".repeat(3000), "9".repeat(3000), "y".repeat(3000), { have: expect.any(String), amount: expect.any(String) }],
  ])("refuses %s with a 400, a message by the field, and the input kept", async (_what, have, amount, unit, wanted) => {
    const query = new URLSearchParams({ have, amount, unit }).toString();
    const { status, html } = await getPage(`/artisanbread?${query}`);
    expect(status).toBe(400);
    const shown = errors(html);
    for (const message of Object.values(wanted)) expect(shown).toContainEqual(message);
    expect(valueOf(html, "amount")).toBe(amount.slice(0, 40));
    expect(texts(html, "plan-result")).toEqual([]);
    // The page itself is the 1X recipe, whole.
    expect(plain(html)).toContain("Makes 1 loaf · 12 slices");
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("keeps a serving time and plans it at the scale from what the reader has", async () => {
    const { html } = await getPage("/artisanbread?have=bread+flour&amount=250&unit=g&serve=12%3A00");
    expect(texts(html, "plan-result")[0]).toMatch(/^Scaled 0\.6X/);
    // The 0.6X loaf is smaller, and bakes 10 minutes sooner than a whole one (decision 024).
    expect(texts(html, "plan-start")[0]).toMatch(/^Start at 7:06 pm the day before/);
    // Each form carries the other's values.
    expect(html).toMatch(/<input type="hidden" name="serve" value="12:00"\/>/);
    expect(html).toMatch(/<input type="hidden" name="have" value="bread flour"\/>/);
  });
});
