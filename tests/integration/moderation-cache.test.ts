import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { earlierBackgroundDone } from "../support/background";
import { mailAbout, moderationLinks } from "../support/mail";
import { press, tag } from "../support/moderation";
import { postForm, servicesUrl, startTestWorker } from "../support/site";

describe("hiding and showing with the edge cache on", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" } });
  });
  afterAll(() => worker?.stop());
  const purges = async () => (await (await fetch(`${servicesUrl()}/purges`)).json()) as { tags: string[] }[];
  const read = async (path: string) => {
    const res = await fetch(`${worker.url}${path}`);
    return { cache: res.headers.get("x-edge-cache"), body: await res.text() };
  };

  it("takes the recipe's cached copies out, here and by its Cache-Tag everywhere, each time", async () => {
    const text = `Cached spam ${tag()}`;
    const posted = await postForm(
      "/homemademayonnaise",
      { intent: "comment", recipe: "10", name: "Mod", rating: "1", comment: text },
      worker.url,
    );
    const id = Number(posted.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
    await read("/homemademayonnaise");
    expect(await read("/homemademayonnaise")).toMatchObject({ cache: "HIT" });
    expect((await read("/homemademayonnaise")).body).toContain(text);
    const { hide, show } = await moderationLinks(await mailAbout(id));
    const tagged = async () => (await purges()).filter((p) => p.tags.includes("recipe-homemademayonnaise")).length;
    const before = await tagged();

    expect((await press(hide)).status).toBe(200);
    const hidden = await read("/homemademayonnaise");
    expect(hidden.cache).toBe("MISS");
    expect(hidden.body).not.toContain(text);
    await expect.poll(tagged).toBe(before + 1);

    expect((await press(show)).status).toBe(200);
    const shown = await read("/homemademayonnaise");
    expect(shown.cache).toBe("MISS");
    expect(shown.body).toContain(text);
    await expect.poll(tagged).toBe(before + 2);

    // Asking (GET) and a hide that changes nothing purge nothing.
    await fetch(hide);
    await press(show);
    await earlierBackgroundDone(worker.url);
    expect(await tagged()).toBe(before + 2);
  });
});
