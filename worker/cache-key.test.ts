import { describe, expect, it } from "vitest";
import { cachedPage, canonicalUrl } from "./cache-key";

const ROUTES = new Set(["root", "routes/_index", "recipe-pancakes", "category-condiment"]);
const key = (address: string) => {
  const url = new URL(address, "https://recipes.example.com");
  const page = cachedPage(url.pathname);
  if (!page) return "not cached";
  const canonical = canonicalUrl(url, page, ROUTES);
  return canonical ? canonical.pathname + canonical.search : "render only";
};

describe("the edge cache's pages", () => {
  it("are the listings, the 28 recipes and their data, nothing else", () => {
    expect(cachedPage("/")).toEqual({ data: false });
    expect(cachedPage("/_root.data")).toEqual({ data: true });
    expect(cachedPage("/condiments.data")).toEqual({ data: true });
    expect(cachedPage("/pancakes")).toEqual({ recipe: "pancakes", data: false });
    expect(cachedPage("/pancakes.data")).toEqual({ recipe: "pancakes", data: true });
    expect(cachedPage("/search")).toEqual({ search: true, data: false });
    expect(cachedPage("/search.data")).toEqual({ search: true, data: true });
    for (const path of [
      "/unsubscribe",
      "/comments/1/replies",
      "/pancake",
      "/constructor",
      "/.data",
      "/Pancakes",
      "/rss.xml",
      "/pancakes/",
    ]) {
      expect(cachedPage(path), path).toBeNull();
    }
  });

  it("leave out the shopping list: each address is one reader's, and it costs no database request to render", () => {
    for (const path of ["/list", "/list.data", "/list.txt"]) expect(cachedPage(path), path).toBeNull();
    expect(key("/list?r=pancakes.2,marinara.1&units=metric")).toBe("not cached");
  });

  it("leave out the week, and render a recipe page opened from a week for its reader alone", () => {
    for (const path of ["/week", "/week.data", "/week.txt", "/week.ics"]) expect(cachedPage(path), path).toBeNull();
    expect(key("/pancakes?x=2&w=mon%3Dpancakes.2")).toBe("render only");
  });
});

describe("the cache key", () => {
  it("keeps what changes a recipe page, written one way", () => {
    expect(key("/pancakes?x=3")).toBe("/pancakes?x=3");
    expect(key("/pancakes?x=1")).toBe("/pancakes");
    expect(key("/pancakes?units=us")).toBe("/pancakes");
    expect(key("/pancakes?units=metric&x=2")).toBe("/pancakes?units=metric&x=2");
    expect(key("/pancakes?x=2&units=metric")).toBe("/pancakes?units=metric&x=2");
    expect(key("/pancakes?thread=12&before=40")).toBe("/pancakes?before=40&thread=12");
    expect(key("/pancakes?reply=5&thread=5")).toBe("/pancakes?reply=5&thread=5");
  });

  it("keeps a swapped recipe page under its swaps in the catalog's order; other spellings are rendered, never kept", () => {
    expect(key("/beefstew?swap=dry-red-wine-to-broth-vinegar&x=2.7&units=metric")).toBe(
      "/beefstew?swap=dry-red-wine-to-broth-vinegar&units=metric&x=2.7",
    );
    expect(key("/beefstew?swap=dry-red-wine-to-broth-vinegar%2Cgarlic-to-garlic-powder")).toBe(
      "/beefstew?swap=dry-red-wine-to-broth-vinegar%2Cgarlic-to-garlic-powder",
    );
    expect(key("/beefstew?swap=")).toBe("/beefstew");
    for (const address of [
      "/beefstew?swap=garlic-to-garlic-powder,dry-red-wine-to-broth-vinegar",
      "/beefstew?swap=DRY-RED-WINE-to-broth-vinegar",
      "/beefstew?swap=dry-red-wine-to-grape-juice",
      "/beefstew?swap=dry-red-wine-to-broth-vinegar&swap=garlic-to-garlic-powder",
    ]) {
      expect(key(address), address).toBe("render only");
    }
  });

  it("keeps a search under its query with case, accents and spaces folded, cut at 100 characters", () => {
    expect(key("/search?q=JALAPE%C3%91O")).toBe("/search?q=jalapeno");
    expect(key("/search?q=+jalape%C3%B1o++chicken+")).toBe("/search?q=jalapeno+chicken");
    expect(key("/search?q=jalapen%CC%83o")).toBe("/search?q=jalapeno");
    expect(key("/search?q=a%00b")).toBe("/search?q=a+b");
    expect(key(`/search?q=${"a".repeat(5000)}`)).toBe(`/search?q=${"a".repeat(100)}`);
    expect(key("/search?q=%20%20")).toBe("/search");
    expect(key("/search?q=pie&utm_source=x")).toBe("/search?q=pie");
    expect(key("/search?q=pie&q=cake")).toBe("render only");
  });

  it("drops every parameter its page doesn't read (tracking, Remix's _data, junk), so they share the copy", () => {
    expect(key("/pancakes?utm_source=news&utm_medium=mail&fbclid=abc&gclid=1&msclkid=2&mc_cid=3&mc_eid=4&ref=x")).toBe("/pancakes");
    expect(key("/condiments?utm_campaign=spring")).toBe("/condiments");
    expect(key("/?fbclid=1")).toBe("/");
    expect(key("/pancakes?junk=1")).toBe("/pancakes");
    expect(key("/pancakes?junk=2&x=3&junk=3")).toBe("/pancakes?x=3");
    expect(key("/pancakes?page=2")).toBe("/pancakes");
    expect(key("/condiments?_data=root")).toBe("/condiments");
    expect(key("/condiments?_routes=root")).toBe("/condiments");
    expect(key("/?_data=routes/_index")).toBe("/");
    expect(key("/pancakes?_data=root")).toBe("/pancakes");
    expect(key("/condiments?x=2")).toBe("/condiments");
    expect(key("/about?anything")).toBe("/about");
    expect(key("/search?q=pie&x=2")).toBe("/search?q=pie");
  });

  it("keeps every parameter a recipe page reads, and only those", () => {
    const address = new URL("https://recipes.example.com/pancakes?x=2&units=metric&before=40&thread=12&reply=12&junk=1");
    expect(canonicalUrl(address, cachedPage("/pancakes")!, ROUTES)?.search).toBe("?before=40&reply=12&thread=12&units=metric&x=2");
    // One reader's plan is read, so never dropped: rendered for them.
    for (const name of ["have", "amount", "unit", "serve", "day", "quiet-from", "quiet-to"]) {
      expect(key(`/pancakes?${name}=1`), name).toBe("render only");
    }
  });

  it("renders, never caches, a request with a parameter its page reads given twice or with a value it doesn't take", () => {
    for (const address of [
      "/pancakes?x=7",
      "/pancakes?x=2.0",
      "/pancakes?x=",
      "/pancakes?x=2&x=3",
      "/pancakes?units=imperial",
      "/pancakes?thread=abc",
      "/pancakes?before=0",
      "/pancakes.data?_routes=routes/nowhere",
      "/pancakes.data?_routes=recipe-pancakes,evil",
    ]) {
      expect(key(address), address).toBe("render only");
    }
  });

  it("keeps Remix's _routes on data requests when it names the build's routes", () => {
    expect(key("/pancakes.data?_routes=recipe-pancakes&x=2")).toBe("/pancakes.data?_routes=recipe-pancakes&x=2");
    expect(key("/condiments.data?_routes=root,category-condiment")).toBe("/condiments.data?_routes=root%2Ccategory-condiment");
    expect(key("/pancakes.data")).toBe("/pancakes.data");
  });
});
