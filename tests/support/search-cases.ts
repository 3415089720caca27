/** Search's ranking and forgiveness, run on PGlite (tests/integration/search.test.ts) and on a real Postgres (tests/services/postgres.test.ts). */
import { expect, it } from "vitest";
import { decode, getPage } from "./site";

/** The recipes a search page lists, in order. */
const resultLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*class="recipe-card"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*class="recipe-card"/g)].map(
    (m) => m[1] ?? m[2],
  );

export async function search(query: string, base: string) {
  const page = await getPage(`/search?q=${encodeURIComponent(query)}`, base);
  return { ...page, results: resultLinks(page.html), text: decode(page.html) };
}

export function searchCases(base: () => string) {
  it("ranks title matches first: the two pancake recipes before a recipe that only mentions pancakes", async () => {
    const { status, results } = await search("pancakes", base());
    expect(status).toBe(200);
    expect(results.slice(0, 2).sort()).toEqual(["/blueberrylemonpancakes", "/pancakes"]);
    expect(results.length).toBeGreaterThan(2);
  });

  it("ranks ingredient matches before matches in the steps", async () => {
    // Tahini is an ingredient of hummus; no title has it.
    const { results } = await search("tahini", base());
    expect(results[0]).toBe("/classichummus");
  });

  it("finds by word forms, any case and accents", async () => {
    for (const q of ["chickpea", "chickpeas", "CHICKPEAS"])
      expect((await search(q, base())).results.sort(), q).toEqual(["/classichummus", "/moroccanharira"]);
    for (const q of ["JALAPEÑO", "jalapeno", "Jalapeños"]) expect((await search(q, base())).results[0], q).toBe("/jalapenochickensalad");
  });

  it("forgives one typo, and says what it searched instead", async () => {
    const { results, text } = await search("chikpeas", base());
    expect(results.sort()).toEqual(["/classichummus", "/moroccanharira"]);
    expect(text).toContain("searching for “chickpeas” instead");
  });

  it("marks the matched words in each result's snippet", async () => {
    const { html } = await search("tahini", base());
    expect(html).toMatch(/<mark>tahini<\/mark>/i);
  });
}
