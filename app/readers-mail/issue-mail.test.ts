import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import { issueMail, mailHref, personalIssueMail, subscribersText } from "./issue-mail";
import { ISSUES, parseIssue, publishedIssues } from "./issues";
import { parseMarkdown } from "./markdown";

const issue = (body: string) => parseIssue("2026-12-01-test", `---\nsubject: A test\ndate: 2026-12-01\n---\n${body}`);

describe("an issue's Markdown", () => {
  it("reads headings, paragraphs, lists, links, bold and italic", () => {
    const blocks = parseMarkdown("## Soup\n\nA **big** pot, *slowly*, see [the stew](/beefstew).\n\n- one\n- two\n  more");
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list"]);
    expect(blocks[1]).toMatchObject({
      children: [
        { kind: "text", text: "A " },
        { kind: "strong", children: [{ kind: "text", text: "big" }] },
        { kind: "text", text: " pot, " },
        { kind: "em" },
        { kind: "text", text: ", see " },
        { kind: "link", href: "/beefstew" },
        { kind: "text", text: "." },
      ],
    });
    expect(blocks[2]).toMatchObject({ items: [[{ text: "one" }], [{ text: "two more" }]] });
  });

  it("makes a paragraph that is only a link to a recipe that recipe's card, and leaves any other link a link", () => {
    const blocks = parseMarkdown("[Pancakes](/pancakes)\n\n[Not a recipe](/nosuchrecipe)\n\nSee [Pancakes](/pancakes) too.");
    expect(blocks[0]).toMatchObject({ kind: "recipe", recipe: { slug: "pancakes" } });
    expect(blocks[1].kind).toBe("paragraph");
    expect(blocks[2].kind).toBe("paragraph");
  });

  it("reads CommonMark: a hard line break stays a break, a soft one is a space, ordered lists, code, and HTML as typed", () => {
    const blocks = parseMarkdown(
      "Happy cooking,\\\nHannah\n\nTwo spaces  \nend a line.\nThis one doesn't.\n\n1. first\n2. `code`\n\n<b>bold?</b>",
    );
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      children: [{ kind: "text", text: "Happy cooking," }, { kind: "break" }, { kind: "text", text: "Hannah" }],
    });
    expect(blocks[1]).toEqual({
      kind: "paragraph",
      children: [{ kind: "text", text: "Two spaces" }, { kind: "break" }, { kind: "text", text: "end a line. This one doesn't." }],
    });
    expect(blocks[2]).toEqual({
      kind: "list",
      ordered: true,
      items: [[{ kind: "text", text: "first" }], [{ kind: "code", text: "code" }]],
    });
    expect(blocks[3]).toEqual({ kind: "paragraph", children: [{ kind: "text", text: "<b>bold?</b>" }] });
  });

  it("refuses a file without its subject or a real date", () => {
    expect(() => parseIssue("x", "no head")).toThrow(/no head/);
    expect(() => parseIssue("x", "---\nsubject: S\ndate: soon\n---\nText")).toThrow(/YYYY-MM-DD/);
  });
});

describe("an issue as a mail", () => {
  const origin = "https://recipes.example.com";

  it("says the same in HTML and in text, with recipe cards, absolute links and the reader's own unsubscribe address", () => {
    const mail = issueMail(issue("Hello.\n\n[Pancakes](/pancakes)\n\nMore at [the site](/about)."), origin);
    const pancakes = getRecipe("pancakes");
    expect(mail.subject).toBe("A test");
    expect(mail.html).toContain(`<a href="${origin}/pancakes"`);
    expect(mail.html).toContain(`<img src="${origin}/images/recipes/pancakes.jpg"`);
    expect(mail.html).toContain(pancakes.title);
    expect(mail.text).toContain(`${pancakes.title}\n`);
    expect(mail.text).toContain(`${origin}/pancakes`);
    expect(mail.text).toContain(`the site (${origin}/about)`);
    expect(mail.text).toContain(`Read it on the site: ${origin}/newsletter/2026-12-01-test`);
    const mine = personalIssueMail(
      mail,
      `${origin}/unsubscribe/one-click?email=a%40b.example&sig=x`,
      `${origin}/mail?email=a%40b.example&t=1&sig=y`,
    );
    expect(mine.text).toContain(`Unsubscribe: ${origin}/unsubscribe/one-click?email=a%40b.example&sig=x\n(opens a page where one button`);
    expect(mine.html).toContain(`<a href="${origin}/unsubscribe/one-click?email=a%40b.example&amp;sig=x"`);
    // The reader's own "Your mail" page, in both parts.
    expect(mine.text).toContain(
      `\nYour mail (see and stop everything we send you, in one place): ${origin}/mail?email=a%40b.example&t=1&sig=y`,
    );
    expect(mine.html).toContain(
      `<a href="${origin}/mail?email=a%40b.example&amp;t=1&amp;sig=y" class="link" style="color:#9a3412;">Your mail</a>`,
    );
    expect(mine.html).not.toContain("{{");
  });

  it("keeps the sign-off's line break in both mails, and has a preheader, dark-mode colours and cards that stack on a phone", () => {
    const mail = issueMail(issue("Hello there, readers.\n\n[Pancakes](/pancakes)\n\nHappy cooking,\\\nHannah"), origin);
    expect(mail.html).toContain("Happy cooking,<br>Hannah");
    expect(mail.text).toContain("Happy cooking,\nHannah");
    expect(mail.html).toMatch(/<body[^>]*>\n<div style="display:none;[^"]*">Hello there, readers\./);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toMatch(/@media \(prefers-color-scheme:dark\)\{[^@]*\.sheet\{background:#231c17!important\}/);
    expect(mail.html).toMatch(/@media \(max-width:480px\)\{[^@]*\.card-img,\.card-text\{display:block!important/);
    expect(mail.html).toContain('class="card-img"');
    expect(mail.html).toMatch(/>Unsubscribe<\/a>: the link opens a page where one button takes you off the list\./);
  });

  it("writes what an issue says as text, never as markup or as a template tag, and drops links that are not the web's", () => {
    const mail = issueMail(issue('A <script>alert(1)</script> {{unsubscribe_url}} [click](javascript:alert(1)) "quoted"'), origin);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("javascript:");
    expect(mail.html).toContain("{ {unsubscribe_url} }");
    expect(mail.text).toContain("click");
    expect(mail.text).not.toContain("javascript:");
    expect(mailHref("//evil.example/x", origin)).toBeNull();
  });
});

describe("the issues in content/newsletter", () => {
  it("each have a subject, a date, words before their first card, and only cards of recipes on the site", () => {
    expect(ISSUES.length).toBeGreaterThan(0);
    for (const i of ISSUES) {
      expect(i.subject.length).toBeGreaterThan(0);
      expect(i.summary.length).toBeGreaterThan(20);
      const links = [...`${JSON.stringify(i.blocks)}`.matchAll(/"href":"\/([a-z0-9]+)"/g)].map((m) => m[1]);
      for (const slug of links) expect(() => getRecipe(slug as never)).not.toThrow();
    }
  });

  it("are on the site from their date on, newest first", () => {
    const first = ISSUES.at(-1)!;
    expect(publishedIssues(new Date(`${first.date}T00:00:00Z`)).map((i) => i.slug)).toContain(first.slug);
    expect(publishedIssues(new Date(Date.parse(`${first.date}T00:00:00Z`) - 1))).not.toContainEqual(first);
    const dates = ISSUES.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("counts the readers as the owner reads them: 1 subscriber, 2 subscribers", () => {
    expect([0, 1, 2, 10_000].map(subscribersText)).toEqual(["0 subscribers", "1 subscriber", "2 subscribers", "10000 subscribers"]);
  });

  it("the first says of its recipes what their pages say", () => {
    const first = ISSUES.find((i) => i.slug === "2026-11-26-soup-and-bread-weather")!;
    const text = issueMail(first, "").text;
    const bread = getRecipe("artisanbread");
    expect(bread.dry?.find((d) => d.item === "bread flour")).toMatchObject({ amount: 400, unit: "g" });
    expect(bread.dry?.find((d) => d.item === "room-temperature water")).toMatchObject({ amount: 300, unit: "ml" });
    expect(text).toContain("400 g of bread flour");
    expect(text).toContain("300 ml of water");
    const soup = getRecipe("roastedtomatoandbasilsoup");
    expect(soup.produce?.find((p) => p.item === "Roma tomatoes")).toMatchObject({ amount: 2, unit: "lb" });
    expect(soup.produce?.find((p) => p.item === "garlic")).toMatchObject({ amount: 4 });
    expect(soup.servings[0].number).toBe(2);
    expect(text).toMatch(/Two pounds with an onion and four cloves of garlic/);
    // The bread bakes at 450°F and the tomatoes roast at 425°F: one hot oven, turned down between them.
    expect(bread.steps.map((s) => s.preInstruction).join(" ")).toContain("{oven:450}");
    expect(soup.steps.map((s) => s.preInstruction).join(" ")).toContain("{oven:425}");
    expect(text).toContain("bake the loaf at 450°F, then turn the oven down to 425°F and roast the tomatoes");
    expect(getRecipe("moroccanharira").totalTime).toBe(80);
    expect(text).toContain("about an hour and twenty minutes");
    for (const slug of ["artisanbread", "roastedtomatoandbasilsoup", "moroccanharira"]) expect(text).toContain(`/${slug}`);
  });
});
