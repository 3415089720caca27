import { describe, expect, it } from "vitest";
import { precacheEntries, precacheFiles } from "./offline-worker";

const publicFile = (name: string) => Buffer.from(`contents of ${name}`);

describe("the service worker's precache list", () => {
  it("holds the build's scripts by their hashed names, a few public files and the offline page, never a picture", () => {
    const entries = precacheEntries(
      ["assets/root-AAA.js", "assets/pictures/pancakes.abc-800.webp", "assets/manifest-123.js", "sw.js", "favicon.svg"],
      publicFile,
    );
    expect(entries.map((e) => e.url)).toEqual([
      "/assets/manifest-123.js",
      "/assets/root-AAA.js",
      "/favicon.svg",
      "/icons/icon-32.png",
      "/offline",
    ]);
    expect(entries.filter((e) => e.url.startsWith("/assets/")).every((e) => e.revision === null)).toBe(true);
  });

  it("gives the offline page a new revision when the build's scripts change, and the same one when they don't", () => {
    const offline = (files: string[]) => precacheEntries(files, publicFile).find((e) => e.url === "/offline")!.revision;
    expect(offline(["assets/root-AAA.js"])).toBe(offline(["assets/root-AAA.js"]));
    expect(offline(["assets/root-AAA.js"])).not.toBe(offline(["assets/root-BBB.js"]));
  });

  it("keeps up front what a cook's kept pages load, now or on a click, and neither other pages' scripts nor the owner's", () => {
    const chunk = (name: string, imports: string[] = [], dynamicImports: string[] = []) => ({
      fileName: `assets/${name}.js`,
      type: "chunk" as const,
      imports: imports.map((i) => `assets/${i}.js`),
      dynamicImports: dynamicImports.map((i) => `assets/${i}.js`),
    });
    const route = (path: string, ...rest: Parameters<typeof chunk> extends [string, ...infer R] ? R : never) => ({
      ...chunk(path.split("/").pop()!, ...rest),
      isEntry: true,
      facadeModuleId: `/site/app/${path}.tsx?__remix-build-client-route`,
    });
    const files = precacheFiles([
      { ...route("entry.client", ["components"]), facadeModuleId: "/site/app/entry.client.tsx" },
      route("root", ["components"]),
      route("routes/recipe", ["components", "amounts"], ["PrintDialog", "ReplyForm"]),
      route("routes/list", ["amounts"]),
      route("routes/about", ["components", "NewsletterForm"]),
      route("routes/newsletter.send.$slug", ["components", "markdown"]),
      route("routes/comments.$id.reply", ["ReplyForm"]),
      chunk("components"),
      chunk("amounts"),
      chunk("PrintDialog", ["components"]),
      chunk("NewsletterForm"),
      chunk("markdown"),
      { ...chunk("ReplyForm"), facadeModuleId: "/site/app/comments/ReplyForm.tsx" },
      { fileName: "assets/site.css", type: "asset" },
    ]);
    expect(files.sort()).toEqual([
      "assets/PrintDialog.js",
      "assets/amounts.js",
      "assets/components.js",
      "assets/entry.client.js",
      "assets/list.js",
      "assets/recipe.js",
      "assets/root.js",
      "assets/site.css",
    ]);
  });
});
