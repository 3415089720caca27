/** The week as a browser without JavaScript uses it: the recipe pages' GET form, the week's own forms and links. */
import { describe, expect, it } from "vitest";
import { htmlProblems } from "../support/html";
import { decode, getPage } from "../support/site";

/** A GET form of the page, found by a class it carries, as a browser would send it: its fields, then `choose`'s. */
function formUrl(html: string, className: string, choose: Record<string, string> = {}): string {
  const start = html.search(new RegExp(`<form [^>]*class="[^"]*\\b${className}\\b`));
  expect(start, className).toBeGreaterThan(-1);
  const form = html.slice(start, html.indexOf("</form>", start));
  const action = decode(form.match(/action="([^"]*)"/)![1]);
  const fields: [string, string][] = [];
  for (const m of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>|<input\b([^>]*)>/g)) {
    const attrs = m[1] ?? m[3];
    const name = attrs.match(/name="([^"]*)"/)?.[1];
    if (!name) continue;
    const value =
      m[2] !== undefined
        ? (m[2].match(/<option[^>]*value="([^"]*)"[^>]*selected/)?.[1] ?? m[2].match(/<option[^>]*value="([^"]*)"/)![1])
        : (attrs.match(/value="([^"]*)"/)?.[1] ?? "");
    fields.push([name, decode(value)]);
  }
  const sent = new URLSearchParams(fields.filter(([name]) => !(name in choose)));
  for (const [name, value] of Object.entries(choose)) sent.append(name, value);
  return `${action}?${sent}`;
}

/** Follows the add or change form's 303 to the week's own address. */
async function landed(path: string): Promise<string> {
  const { status, headers } = await getPage(path);
  expect(status, path).toBe(303);
  const to = new URL(headers.get("location")!, "http://site.invalid");
  return to.pathname + to.search;
}

const plain = (html: string) => decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

describe("a week built without JavaScript", () => {
  it("adds four dinners from the recipe pages' forms, buys by the can and the bunch, and says what is left and what uses it", async () => {
    // The first recipe page starts the week; the week's "Open its page first" opens each next one carrying the week,
    // and that page's own form adds it.
    let week = await landed(formUrl((await getPage("/moroccanharira")).html, "add-to-week", { day: "mon" }));
    expect(week).toBe("/week?mon=moroccanharira.1");
    for (const [slug, scale, day] of [
      ["beefstew", "2", "tue"],
      ["alfredopastawithchickenandbroccoli", "1", "wed"],
      ["lebanesechickenshawarma", "1", "thu"],
    ]) {
      const recipePage = await landed(formUrl((await getPage(week)).html, "list-add", { add: slug, ax: scale, open: "1" }));
      expect(recipePage).toMatch(new RegExp(`^/${slug}\\?(x=${scale}&)?w=`));
      const { html } = await getPage(recipePage);
      week = await landed(formUrl(html, "add-to-week", { day }));
    }
    expect(week).toBe("/week?mon=moroccanharira.1&tue=beefstew.2&wed=alfredopastawithchickenandbroccoli.1&thu=lebanesechickenshawarma.1");
    const { status, html, headers } = await getPage(week);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    const words = plain(html);
    expect(words).toContain("1 can (15 oz) chickpeas");
    expect(words).toContain("1/2 cup fresh cilantro (1 bunch)");
    expect(words).toContain("4 cups low-sodium beef broth (1 carton of 32 fl oz)");
    // Half the can is left after the harira; the hummus at 1/2X uses it up.
    expect(words).toContain("1/2 can chickpeas (about 3/4 cup) Keeps 3 days in the fridge, or a month in the freezer. Use it by Thursday.");
    const hummusTag = html.match(/<a [^>]*>Classic Hummus at 1\/2X uses it up, on Friday\.<\/a>/)![0];
    const hummus = decode(hummusTag.match(/href="([^"]*)"/)![1]);
    expect(hummus).toContain("fri=classichummus.0.5");
    const after = plain((await getPage(hummus)).html);
    expect(after).not.toMatch(/can chickpeas \(about/);
    // The stew at 2X makes four servings for two: two are eaten on Wednesday, by Friday.
    expect(words).toContain("Leftovers: 2 servings of Beef Stew from Tuesday, to eat by Friday");
    expect(await htmlProblems(html)).toEqual([]);

    const text = await getPage(week.replace("/week?", "/week.txt?"));
    expect(text.status).toBe(200);
    expect(text.html.split("\n")[0]).toBe(
      "Shopping for the week: Monday Moroccan Harira at 1X; Tuesday Beef Stew at 2X; Wednesday Alfredo Pasta with Chicken and Broccoli at 1X; Thursday Lebanese Chicken Shawarma at 1X",
    );
    expect(text.html).toContain("\nLeft over:\n");
  });

  it("moves a recipe, changes its scale and removes it with plain forms and links", async () => {
    const week = "/week?mon=moroccanharira.1&tue=beefstew.2";
    const { html } = await getPage(week);
    const moved = await landed(formUrl(html, "week-change", { to: "fri", x: "2.7" }));
    expect(moved).toBe("/week?tue=beefstew.2&fri=moroccanharira.2.7");
    const removeTag = html.match(/<a [^>]*aria-label="Remove Beef Stew from Tuesday"[^>]*>/)![0];
    const remove = decode(removeTag.match(/href="([^"]*)"/)![1]);
    expect(remove).toBe("/week?mon=moroccanharira.1");
    // A scale the site does not offer: 400, the message beside the field, what was typed kept, the week unchanged.
    const bad = await getPage(formUrl(html, "week-change", { x: "7.5" }));
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/class="field-error">“7.5” is not a scale: give 1\/2 to 5 in tenths/);
    expect(bad.html).toMatch(/aria-invalid="true"[^>]*value="7.5"|value="7.5"[^>]*aria-invalid="true"/);
    expect(plain(bad.html)).toContain("Moroccan Harira at 1X");
  });

  it("gives a calendar with an event for each cooking day", async () => {
    const res = await getPage("/week.ics?mon=moroccanharira.1&tue=beefstew.2&thu=artisanbread.1&start=2026-12-07&serve=18:30");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const starts = [...res.html.matchAll(/DTSTART:(\d{8})T/g)].map((m) => m[1]);
    expect(new Set(starts)).toEqual(new Set(["20261207", "20261208", "20261209", "20261210"]));
    // The bread rises overnight: it begins on Wednesday for Thursday's dinner.
    const bread = res.html.split("BEGIN:VEVENT").find((e) => e.includes("SUMMARY:No-Knead Artisan Bread: begin"));
    expect(bread).toMatch(/DTSTART:20261209T/);
  });

  it.each([
    ["an unknown recipe", "/week?mon=moroccanharira.1&tue=nosuchdish", "Tuesday: not recipes on this site, so left out: “nosuchdish”."],
    [
      "a scale the site does not offer",
      "/week?mon=moroccanharira.9",
      "Monday, “moroccanharira.9”: a recipe goes on the week at 1/2X to 5X",
    ],
    ["an unknown day", "/week?mon=moroccanharira.1&fry=beefstew.1", "“fry” is not a day of the week"],
    ["an address too long", `/week?mon=${"beefstew.1,".repeat(250)}`, "The address is longer than any week"],
    ["an unknown day to add to", "/week?mon=moroccanharira.1&add=beefstew&ax=1&day=funday", "“funday” is not a day of the week"],
  ])("answers %s with a 400 that says which part and keeps the rest", async (_what, path, message) => {
    const { status, html, headers } = await getPage(path);
    expect(status).toBe(400);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(plain(html)).toContain(message);
    expect(await htmlProblems(html)).toEqual([]);
    const text = await getPage(path.replace("/week?", "/week.txt?"));
    expect(text.status).toBe(400);
  });
});
