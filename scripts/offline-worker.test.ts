import { describe, expect, it } from "vitest";
import { precacheEntries, readerFiles } from "./offline-worker";

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
      "/icons/icon-192.png",
      "/offline",
    ]);
    expect(entries.filter((e) => e.url.startsWith("/assets/")).every((e) => e.revision === null)).toBe(true);
  });

  it("gives the offline page a new revision when the build's scripts change, and the same one when they don't", () => {
    const offline = (files: string[]) => precacheEntries(files, publicFile).find((e) => e.url === "/offline")!.revision;
    expect(offline(["assets/root-AAA.js"])).toBe(offline(["assets/root-AAA.js"]));
    expect(offline(["assets/root-AAA.js"])).not.toBe(offline(["assets/root-BBB.js"]));
  });

  it("keeps what a reader's pages load, now or on a click, and none of the owner's pages or what only they import", () => {
    const route = (name: string, imports: string[], dynamicImports: string[] = []) => ({
      fileName: `assets/${name}.js`,
      type: "chunk" as const,
      isEntry: true,
      facadeModuleId: `/site/app/routes/${name}.tsx`,
      imports,
      dynamicImports,
    });
    const shared = (name: string, imports: string[] = []) => ({ fileName: `assets/${name}.js`, type: "chunk" as const, imports });
    const files = readerFiles([
      route("recipe", ["assets/components.js"], ["assets/PrintDialog.js"]),
      route("newsletter.send.$slug", ["assets/components.js", "assets/markdown.js"]),
      route("comments.$id.reply", ["assets/ReplyForm.js"]),
      route("comments.$id.$action", ["assets/components.js"]),
      shared("components"),
      shared("PrintDialog", ["assets/components.js"]),
      shared("markdown"),
      shared("ReplyForm"),
      { fileName: "assets/site.css", type: "asset" },
    ]);
    expect(files.sort()).toEqual(["assets/PrintDialog.js", "assets/components.js", "assets/recipe.js", "assets/site.css"]);
  });
});
