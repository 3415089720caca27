import { describe, expect, it } from "vitest";
import { precacheEntries } from "./offline-worker";

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
});
