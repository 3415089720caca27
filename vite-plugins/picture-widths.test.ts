import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { fixedPictureSources, pictureSources, srcSet } from "../app/components/picture-manifest";
import { recipes } from "../app/recipes/index";
import { recipeImage } from "../app/recipes/types";
import { ENCODED, manifest, pictureFiles, readSources, render, widthsFor } from "./picture-widths";

const dir = mkdtempSync(join(tmpdir(), "pictures-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("picture widths", () => {
  it("are the card and hero widths up to the source's own, never upscaled", () => {
    expect(widthsFor(800)).toEqual([240, 360, 480, 720, 800]);
    expect(widthsFor(1000)).toEqual([240, 360, 480, 720, 800, 1000]);
    expect(widthsFor(4032)).toEqual([240, 360, 480, 720, 800, 1200, 1600]);
    expect(widthsFor(400)).toEqual([240, 360, 400]);
  });

  it("exist for every recipe's picture, and a page lists only those it can use", async () => {
    const m = manifest(await readSources());
    for (const r of recipes) expect(m[recipeImage(r.slug)]?.widths, r.slug).toEqual([240, 360, 480, 720, 800]);
    const card = pictureSources(m, "/images/recipes/pancakes.jpg", "200px", 400);
    expect(srcSet(card, "avif")).toMatch(
      /^\/assets\/pictures\/recipes-pancakes\.[0-9a-f]{10}-240\.avif 240w, \S+-360\.avif 360w, \S+-480\.avif 480w$/,
    );
    expect(srcSet(card, "jpg")).toMatch(/-480\.jpg 480w$/);
    expect(pictureSources(m, "/images/recipes/no-such.jpg", "200px")).toEqual({ src: "/images/recipes/no-such.jpg" });
    // A picture of one fixed width: a file for 1x and one for 2x, each the narrowest that covers it.
    const fixed = fixedPictureSources(m, "/images/recipes/pancakes.jpg", 200);
    expect(srcSet(fixed, "webp")).toMatch(/^\S+-240\.webp, \S+-480\.webp 2x$/);
    expect(fixed.sizes).toBeUndefined();
  });
});

describe("the encoded pictures in content/pictures", () => {
  it("are exactly the files the pictures need, so a clean clone's build encodes none (commit them after a new photo)", async () => {
    const needed = pictureFiles(await readSources()).map((f) => f.fileName);
    expect(readdirSync(ENCODED).sort(), "npm run build writes them there; commit content/pictures/ with the photo").toEqual(needed.sort());
  });
});

describe("an owner's photo dropped over a picture", () => {
  it("gets new names and 4:3 files at its widths, whatever its shape, and the old files leave the cache", async () => {
    const images = join(dir, "public/images/recipes");
    mkdirSync(images, { recursive: true });
    const photo = join(images, "pancakes.jpg");
    const cache = join(dir, "cache");
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c96" } })
      .jpeg()
      .toFile(photo);
    const first = await readSources(join(dir, "public"));
    await render(first, cache);
    // A 3:2 camera photo, 1200 wide.
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#396" } })
      .jpeg()
      .toFile(photo);
    const second = await readSources(join(dir, "public"));
    expect(second[0].hash).not.toBe(first[0].hash);
    const files = await render(second, cache);
    expect(files.map((f) => f.fileName).sort()).toEqual(readdirSync(cache).sort());
    expect(files).toHaveLength(6 * 3);
    for (const f of files) {
      const { width, height, format } = await sharp(f.path).metadata();
      const w = Number(/-(\d+)\.\w+$/.exec(f.fileName)![1]);
      expect({ width, height, format }).toEqual({
        width: w,
        height: (w * 3) / 4,
        format: f.fileName.endsWith(".jpg") ? "jpeg" : f.fileName.endsWith(".avif") ? "heif" : "webp",
      });
    }
    // A second build with nothing changed encodes nothing.
    const before = files.map((f) => statSync(f.path).mtimeMs);
    await render(second, cache);
    expect(files.map((f) => statSync(f.path).mtimeMs)).toEqual(before);
    // Encoding 18 AVIF, WebP and JPEG files takes seconds of CPU on a busy machine.
  });
});
