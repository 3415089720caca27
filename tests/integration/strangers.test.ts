// Issue 59: every public POST, sent by a stranger naming another reader's address, changes nothing of that reader's.
// The routes that take a POST are read from app/routes/: a new one fails the first test until it is sent here too.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { OutboxMail } from "../../local/server";
import { fireCron, LOCAL_FORM_SECRET, ROOT } from "../../local/stack";
import { publishedIssues } from "../../app/readers-mail/issues";
import { CONFIRMATION_MAILS_PER_DAY, ONE_CLICK_FIELD } from "../../app/mailing/mailing-list";
import { mailPagePath, unsubscribePath } from "../../app/mailing/signed-links.server";
import { tag } from "../support/comments";
import { mailsTo } from "../support/mail";
import { postForm, randomIp, siteUrl, testDb, uniqueEmail } from "../support/site";

const RECIPE = { id: "26", path: "/classichummus" };
const idOf = (location: string | null) => Number(location?.match(/#comment-(\d+)$/)?.[1]);

async function comment(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<number> {
  const res = await postForm(
    RECIPE.path,
    { intent: "comment", recipe: RECIPE.id, name: "Val", rating: "5", email: "", comment: `Hello ${tag()}`, ...fields },
    siteUrl(),
    randomIp(),
    headers,
  );
  expect(res.status, res.html.slice(0, 300)).toBe(303);
  return idOf(res.headers.get("location"));
}

async function reply(to: number, fields: Record<string, string> = {}): Promise<number> {
  const res = await postForm(`${RECIPE.path}?reply=${to}&thread=${to}`, {
    intent: "reply",
    recipe: RECIPE.id,
    reply_to: String(to),
    name: "Sam",
    email: "",
    comment: `Reply ${tag()}`,
    ...fields,
  });
  expect(res.status, res.html.slice(0, 300)).toBe(303);
  return idOf(res.headers.get("location"));
}

/** A signed link's POST with a signature the stranger made up, or one signed for another address. */
const forgedPost = (path: string, fields: Record<string, string> = {}) =>
  fetch(`${siteUrl()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: siteUrl(), "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
    body: new URLSearchParams(fields),
  });

/** What the site keeps for the reader: on the list or not, reply notices confirmed, the threads they hear about. */
async function readersState(email: string) {
  const db = testDb();
  return {
    subscription: await db.query("SELECT pending_since IS NULL AS confirmed FROM subscriptions WHERE lower(email) = lower($1)", [email]),
    address: await db.query("SELECT confirmed_at IS NOT NULL AS confirmed FROM reply_notice_addresses WHERE email = lower($1)", [email]),
    heardThreads: await db.query(
      "SELECT thread::float8 AS thread FROM reply_watches WHERE email = lower($1) AND pending_since IS NULL ORDER BY thread",
      [email],
    ),
  };
}

const ASKING = /^(Confirm your subscription|Confirm reply notices|Leave the|Your mail at)/;
const textOf = (m: OutboxMail) => m.content!.find((c) => c.type === "text/plain")!.value;

describe("a stranger naming another reader's address", () => {
  const victim = uniqueEmail("victim");
  let victimsThread: number;
  const issue = publishedIssues(new Date()).at(-1)!;

  // Each public POST of the site, as a stranger sends it naming the victim. Keyed by route file.
  const strangersPosts: Record<string, () => Promise<unknown>> = {
    "_index.tsx": () => postForm("/?index", { email: victim }),
    "about.tsx": () => postForm("/about", { email: victim.toUpperCase() }),
    "newsletter._index.tsx": () => postForm("/newsletter?index", { email: ` ${victim} ` }),
    "unsubscribe.tsx": async () => {
      for (const email of [victim, victim.toUpperCase(), ` ${victim}`])
        expect((await postForm("/unsubscribe", { email })).status).toBe(200);
    },
    "unsubscribe_.one-click.tsx": async () => {
      const real = new URL(await unsubscribePath(LOCAL_FORM_SECRET, "stranger@example.com"), siteUrl());
      const oneClick = { [ONE_CLICK_FIELD.name]: ONE_CLICK_FIELD.value };
      // Another address's signature, a made-up one, and none.
      for (const sig of [real.searchParams.get("sig")!, "A".repeat(43), ""]) {
        const res = await forgedPost(`/unsubscribe/one-click?${new URLSearchParams({ email: victim, sig })}`, oneClick);
        expect(res.status).toBe(403);
      }
    },
    "newsletter.confirm.tsx": async () => {
      const res = await forgedPost(
        `/newsletter/confirm?${new URLSearchParams({ email: victim, t: String(Date.now()), sig: "A".repeat(43) })}`,
      );
      expect(res.status).toBe(403);
    },
    "replies.confirm.tsx": async () => {
      const query = { email: victim, thread: String(victimsThread), t: String(Date.now()), sig: "A".repeat(43) };
      expect((await forgedPost(`/replies/confirm?${new URLSearchParams(query)}`)).status).toBe(403);
    },
    "replies.stop.tsx": async () => {
      for (const thread of ["all", String(victimsThread)]) {
        expect((await forgedPost(`/replies/stop?${new URLSearchParams({ email: victim, thread, sig: "A".repeat(43) })}`)).status).toBe(403);
      }
    },
    // "Your mail": a fresh link goes to the address itself, one of its day's mails that ask; its buttons need the page's
    // link signed for that address, so another's, a made-up one and none are refused.
    "mail.tsx": async () => {
      expect((await postForm("/mail", { intent: "link", email: victim })).status).toBe(200);
      const strangersOwn = new URL(await mailPagePath(LOCAL_FORM_SECRET, "stranger@example.com", Date.now()), siteUrl());
      for (const sig of [strangersOwn.searchParams.get("sig")!, "A".repeat(43), ""]) {
        const page = `/mail?${new URLSearchParams({ email: victim, t: strangersOwn.searchParams.get("t")!, sig })}`;
        for (const [intent, item] of [
          ["stop", "newsletter"],
          ["stop", String(victimsThread)],
          ["start", "newsletter"],
        ])
          expect((await postForm(page, { intent, item })).status).toBe(403);
      }
    },
    "newsletter.send.$slug.tsx": async () => {
      const res = await forgedPost(`/newsletter/send/${issue.slug}?sig=${"A".repeat(43)}`, { intent: "test", email: victim });
      expect(res.status).toBe(403);
    },
    "comments.$id.$action.tsx": async () => {
      expect((await forgedPost(`/comments/${victimsThread}/hide?sig=${"A".repeat(43)}`)).status).toBe(403);
    },
    "comments.$id.reply.tsx": async () => {
      expect((await forgedPost(`/comments/${victimsThread}/reply?sig=${"A".repeat(43)}`, { comment: "As the author" })).status).toBe(403);
    },
    // The comment and reply forms, with the box ticked: on a new thread, on another's, and on the victim's own.
    "recipe.tsx": async () => {
      const strangers = await comment({ name: "Eve", email: victim, notify: "on" });
      const someone = await comment({ name: "Ann" });
      await reply(someone, { name: "Eve", email: victim.toUpperCase(), notify: "on" });
      await reply(victimsThread, { name: "Eve", email: victim, notify: "on" });
      // Replies in the threads the stranger named the victim on: any notice would go out now.
      await reply(strangers);
      await reply(someone);
    },
  };

  beforeAll(async () => {
    // The reader: on the list, and confirmed for reply notices on a comment of their own, in their own browser.
    await testDb().query("INSERT INTO subscriptions (email, confirmed_at) VALUES ($1, now())", [victim]);
    victimsThread = await comment({ name: "Vic", email: victim, notify: "on" });
    let link = "";
    const confirmLink = async () => {
      const [mail] = await mailsTo(victim);
      return (link = mail ? (textOf(mail).match(/^(\S+\/replies\/confirm\?\S+)$/m)?.[1] ?? "") : "");
    };
    await vi.waitFor(async () => expect(await confirmLink()).not.toBe(""), { timeout: 10_000, interval: 50 });
    const pressed = await fetch(link, {
      method: "POST",
      redirect: "manual",
      headers: { origin: siteUrl(), "cf-connecting-ip": randomIp() },
    });
    expect(pressed.status).toBe(303);
  });

  it("is tried on every route that takes a post", () => {
    const routes = join(ROOT, "app/routes");
    const withAction = readdirSync(routes).filter((f) =>
      /export (const action\b|async function action\b|function action\b|\{[^}]*\baction\b)/.test(readFileSync(join(routes, f), "utf8")),
    );
    expect(withAction.length).toBeGreaterThan(5);
    expect(Object.keys(strangersPosts).sort()).toEqual(withAction.sort());
  });

  it("changes nothing the reader has, and causes at most the inbox's day of mails that ask, and the notice any reply brings", async () => {
    const before = await readersState(victim);
    expect(before).toEqual({
      subscription: [{ confirmed: true }],
      address: [{ confirmed: true }],
      heardThreads: [{ thread: victimsThread }],
    });
    for (const [route, post] of Object.entries(strangersPosts)) await post().catch((e) => Promise.reject(new Error(`${route}: ${e}`)));
    await fireCron(siteUrl());
    expect(await readersState(victim)).toEqual(before);

    // The asks beyond the day's three are refused: the inbox's count is full, and its mails are those three. The
    // stranger's reply in the reader's own conversation, typed with the reader's address, is told as anyone's reply is:
    // it is not the reader's (migration 0011), and silencing it was the stranger's other power.
    await expect.poll(async () => (await mailsTo(victim)).length).toBe(CONFIRMATION_MAILS_PER_DAY + 1);
    const mails = await mailsTo(victim);
    expect(mails.filter((m) => ASKING.test(m.subject ?? ""))).toHaveLength(CONFIRMATION_MAILS_PER_DAY);
    const [notice] = mails.filter((m) => !ASKING.test(m.subject ?? ""));
    expect(notice.subject).toMatch(/^A new reply to your comment on /);
    expect(textOf(notice)).toContain("Eve");
  });
});
