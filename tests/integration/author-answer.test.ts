// Issue 51: the author's answer is on the recipe page as first served, under the comment it answers, and in its
// structured data; the rest of a thread stays behind "View Replies", which says when the author replied further down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentDate } from "../../app/comment-threads/comment-dates";
import { authorReplyPath, moderationPath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET, type RunningWorker } from "../../local/stack";
import { commentIdOf, databaseCost } from "../support/background";
import { tag } from "../support/comments";
import { press } from "../support/moderation";
import { decode, getPage, postForm, randomIp, servicesUrl, siteUrl, startTestWorker } from "../support/site";

// Simple pizza dough (2): no other test reads its comments.
const PIZZA = { id: 2, path: "/simplepizzadough", author: "Hannah B." };

async function visitorComment(text: string, base = siteUrl()): Promise<number> {
  const res = await postForm(
    PIZZA.path,
    { intent: "comment", recipe: String(PIZZA.id), name: "Visitor", rating: "5", comment: text },
    base,
  );
  expect(res.status).toBe(303);
  return commentIdOf(res.headers.get("location"));
}

async function visitorReply(parent: number, text: string): Promise<number> {
  const res = await postForm(`${PIZZA.path}?reply=${parent}&thread=${parent}`, {
    intent: "reply",
    recipe: String(PIZZA.id),
    reply_to: String(parent),
    thread: String(parent),
    name: "Another Visitor",
    comment: text,
  });
  expect(res.status).toBe(303);
  return commentIdOf(res.headers.get("location"));
}

/** The owner's "Reply as the author" form, posted from the signed link the comment mail carries. */
async function authorReply(parent: number, text: string, base = siteUrl()): Promise<number> {
  const res = await fetch(`${base}${await authorReplyPath(LOCAL_FORM_SECRET, parent)}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
    body: new URLSearchParams({ comment: text }),
  });
  expect(res.status).toBe(303);
  return commentIdOf(res.headers.get("location"));
}

const hide = async (id: number) =>
  expect((await press(`${siteUrl()}${await moderationPath(LOCAL_FORM_SECRET, id, "hide")}`)).status).toBe(200);

/** One comment's <li>, its replies included: from its opening tag to the next top-level comment's, or the section's end. */
function commentBlock(html: string, id: number): string {
  const start = html.indexOf(`<li class="comment" id="comment-${id}">`);
  expect(start, `comment ${id} on the page`).toBeGreaterThan(-1);
  // The comments section ends the list; the page's data (in a script after it) repeats every text.
  const rest = html.slice(start, html.indexOf("</section>", start));
  const next = rest
    .slice(1)
    .search(
      /<li class="comment" id="comment-\d+"><article[^>]*><header class="comment-head"><span id="comment-\d+-by" class="comment-name">Visitor</,
    );
  return next === -1 ? rest : rest.slice(0, next + 1);
}

type LdComment = { "@id": string; author: { name: string; url?: string }; text: string; comment?: LdComment[] };
const jsonLdComments = (html: string) =>
  (JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as { comment?: LdComment[] }).comment ?? [];
const ldComment = (html: string, id: number) => jsonLdComments(html).find((c) => c["@id"].endsWith(`#comment-${id}`));

describe("the author's answer on the recipe page, without ?thread=", () => {
  let question: number;
  let answer: number;
  let later: number;
  const questionText = `Can I use bread flour? ${tag()}`;
  const answerText = `Yes: the dough will be a little chewier. ${tag()}`;
  const otherText = `I did, it was fine. ${tag()}`;
  beforeAll(async () => {
    question = await visitorComment(questionText);
    await visitorReply(question, otherText);
    answer = await authorReply(question, answerText);
    later = await visitorComment(`A newer comment, for an older page to start below ${tag()}`);
  });

  it("shows the author's reply under the comment it answers, with the Author mark, and the rest of the thread behind 'View Replies'", async () => {
    const { status, html } = await getPage(PIZZA.path);
    expect(status).toBe(200);
    const block = commentBlock(html, question);
    expect(decode(block)).toContain(questionText);
    // In the server's HTML, in a reply list under the comment: no script adds it.
    expect(block).toMatch(
      new RegExp(
        `<ol class="comment-list replies"><li class="comment" id="comment-${answer}">.*?class="comment-name">${PIZZA.author}</span><span class="author-mark">Author</span>`,
      ),
    );
    expect(decode(block)).toContain(answerText);
    // The visitor's reply stays behind the link, which counts only what it hides.
    expect(decode(html)).not.toContain(otherText);
    expect(block).toMatch(/>View Replies \(<!-- -->1<!-- -->\)<\/a>/);
  });

  it("gives the author's reply in the structured data, under its comment, as the recipe's author", async () => {
    const { html } = await getPage(PIZZA.path);
    const top = ldComment(html, question)!;
    expect(top.text).toBe(questionText);
    expect(top.comment).toEqual([
      {
        "@type": "Comment",
        "@id": `${siteUrl()}${PIZZA.path}#comment-${answer}`,
        author: { "@type": "Person", name: PIZZA.author, url: `${siteUrl()}/about` },
        text: answerText,
      },
    ]);
    // Nothing the page doesn't show.
    expect(JSON.stringify(jsonLdComments(html))).not.toContain(otherText);
  });

  it("shows the whole thread once, in order, when it is opened (?thread=), and the author's reply once in the structured data", async () => {
    const { html } = await getPage(`${PIZZA.path}?thread=${question}`);
    const block = decode(commentBlock(html, question));
    expect(block.indexOf(otherText)).toBeGreaterThan(-1);
    expect(block.indexOf(answerText)).toBeGreaterThan(block.indexOf(otherText));
    expect(block.split(answerText)).toHaveLength(2);
    expect(block).toContain("Replies (2)");
    const replies = ldComment(html, question)!.comment!;
    expect(replies.map((r) => r.text)).toEqual([otherText, answerText]);
  });

  it("costs the page still one database round trip, on the newest page, an open thread and an older page", async () => {
    for (const path of [PIZZA.path, `${PIZZA.path}?thread=${question}`, `${PIZZA.path}?before=${later}`]) {
      const { result, trips } = await databaseCost(() => getPage(path));
      expect(result.status, path).toBe(200);
      expect(decode(result.html), path).toContain(answerText);
      expect(trips, path).toBe(1);
    }
  });
});

describe("a collapsed thread the author replied in further down", () => {
  let question: number;
  let followUp: number;
  let deep: number;
  const deepText = `The oven at 250 °C, on a hot tray. ${tag()}`;
  beforeAll(async () => {
    question = await visitorComment(`Mine came out pale. ${tag()}`);
    followUp = await visitorReply(question, `Same here: what heat? ${tag()}`);
    deep = await authorReply(followUp, deepText);
  });

  it("says that the author replied, and when, beside 'View Replies', and shows the reply when the thread is opened", async () => {
    const { html } = await getPage(PIZZA.path);
    const block = commentBlock(html, question);
    expect(decode(block)).not.toContain(deepText);
    expect(block).toMatch(
      new RegExp(
        `>View Replies \\(<!-- -->1<!-- -->\\)</a><a [^>]*>Reply</a><span class="author-replied"><span class="author-mark">Author</span> replied on <!-- -->${commentDate(new Date())}</span>`,
      ),
    );
    // Opened, the reply is there and the note is not.
    const opened = commentBlock((await getPage(`${PIZZA.path}?thread=${question}`)).html, question);
    expect(decode(opened)).toContain(deepText);
    expect(opened).not.toContain('class="author-replied"');
    expect(ldComment(html, question)!.comment).toBeUndefined();
  });

  it("no longer says so once the owner hides that reply", async () => {
    await hide(deep);
    const block = commentBlock((await getPage(PIZZA.path)).html, question);
    expect(block).not.toContain('class="author-replied"');
    expect(decode(commentBlock((await getPage(`${PIZZA.path}?thread=${question}`)).html, question))).not.toContain(deepText);
  });
});

describe("a hidden author's reply", () => {
  it("is on the page as served neither in its HTML nor in its structured data", async () => {
    const question = await visitorComment(`Whole wheat? ${tag()}`);
    const text = `Half and half works. ${tag()}`;
    const answer = await authorReply(question, text);
    expect(decode((await getPage(PIZZA.path)).html)).toContain(text);
    await hide(answer);
    for (const path of [PIZZA.path, `${PIZZA.path}?thread=${question}`]) {
      const { html } = await getPage(path);
      expect(decode(html), path).not.toContain(text);
      expect(commentBlock(html, question), path).not.toContain('class="author-mark"');
      expect(ldComment(html, question)!.comment, path).toBeUndefined();
    }
  });

  it("under a hidden comment stays out of sight with it", async () => {
    const question = await visitorComment(`Spam with an answer ${tag()}`);
    const text = `An answer to spam ${tag()}`;
    await authorReply(question, text);
    await hide(question);
    const { html } = await getPage(PIZZA.path);
    expect(decode(html)).not.toContain(text);
    expect(JSON.stringify(jsonLdComments(html))).not.toContain(text);
  });
});

describe("with the edge cache on", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" } });
  });
  afterAll(() => worker?.stop());
  const purges = async () => (await (await fetch(`${servicesUrl()}/purges`)).json()) as { tags: string[] }[];
  const tagged = async () => (await purges()).filter((p) => p.tags.includes("recipe-simplepizzadough")).length;

  it("a new author's reply shows on the next load of a kept page, and purges the recipe's Cache-Tag everywhere", async () => {
    const question = await visitorComment(`Cached question ${tag()}`, worker.url);
    const load = async () => {
      const res = await fetch(`${worker.url}${PIZZA.path}`);
      return { cache: res.headers.get("x-edge-cache"), html: decode(await res.text()) };
    };
    await load();
    expect((await load()).cache).toBe("HIT");
    const before = await tagged();
    const text = `Answered while cached ${tag()}`;
    await authorReply(question, text, worker.url);
    const next = await load();
    expect(next.cache).toBe("MISS");
    expect(next.html).toContain(text);
    await expect.poll(tagged).toBe(before + 1);
  });
});
