import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import type { PictureManifest } from "../app/components/picture-manifest";

const ROOT = new URL("../", import.meta.url).pathname;
const PUBLIC = join(ROOT, "public");
// Committed (decision 028): a clean clone's build reads them rather than encoding 525 files, 20 s of CPU.
export const ENCODED = join(ROOT, "content/pictures");

// Real rendered widths, 1x and 2x: link cards 200/400, home cards 300/600, a phone's
// card or hero 335/670, a desktop category card 357/715, the desktop hero 800/1600.
const WIDTHS = [240, 360, 480, 720, 800, 1200, 1600];
const ENCODINGS = {
  // effort 2: a quarter of effort 4's time for files a few percent larger.
  avif: (img: sharp.Sharp) => img.avif({ quality: 50, effort: 2 }),
  webp: (img: sharp.Sharp) => img.webp({ quality: 75 }),
  jpg: (img: sharp.Sharp) => img.jpeg({ quality: 78, mozjpeg: true }),
};
// Part of every file's hash: a change of widths or encoders gives new names, so no browser keeps an old file.
const RECIPE = JSON.stringify({ WIDTHS, ENCODINGS: Object.values(ENCODINGS).map(String) });

type Source = { path: string; file: string; hash: string; width: number };

function jpegs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jpegs(join(dir, e.name)) : /\.jpe?g$/i.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every JPEG under public/images, with the widths its size allows (never upscaled). */
export async function readSources(publicDir = PUBLIC): Promise<Source[]> {
  return Promise.all(
    jpegs(join(publicDir, "images")).map(async (file) => {
      const bytes = readFileSync(file);
      const hash = createHash("sha256").update(RECIPE).update(bytes).digest("hex").slice(0, 10);
      const { width = 0 } = await sharp(bytes).metadata();
      return { path: `/${relative(publicDir, file)}`, file, hash, width };
    }),
  );
}

export function widthsFor(sourceWidth: number): number[] {
  const top = Math.min(sourceWidth, WIDTHS[WIDTHS.length - 1]);
  return [...WIDTHS.filter((w) => w < top), top];
}

const base = (s: Source) =>
  `${s.path
    .replace(/^\/images\//, "")
    .replace(/\.jpe?g$/i, "")
    .replace(/\//g, "-")}.${s.hash}`;

export function manifest(sources: Source[]): PictureManifest {
  return Object.fromEntries(sources.map((s) => [s.path, { base: `/assets/pictures/${base(s)}`, widths: widthsFor(s.width) }]));
}

/** The files every source needs: each width the source allows, in each format. */
export function pictureFiles(sources: Source[], dir = ENCODED) {
  return sources.flatMap((s) =>
    widthsFor(s.width).flatMap((w) =>
      (Object.keys(ENCODINGS) as (keyof typeof ENCODINGS)[]).map((format) => {
        const fileName = `${base(s)}-${w}.${format}`;
        return { source: s, w, format, fileName, path: join(dir, fileName) };
      }),
    ),
  );
}

/** Every file of every source: from `dir` when its source is unchanged, else encoded there now. */
export async function render(sources: Source[], dir = ENCODED): Promise<{ fileName: string; path: string }[]> {
  mkdirSync(dir, { recursive: true });
  const jobs = pictureFiles(sources, dir);
  const todo = jobs.filter((j) => !existsSync(j.path));
  // Every picture is cropped to 4:3 as the pages lay it out, so a photo of another shape still fits its box.
  const encode = async (j: (typeof todo)[number]) => {
    const bytes = await ENCODINGS[j.format](sharp(j.source.file).resize(j.w, Math.round((j.w * 3) / 4), { fit: "cover" })).toBuffer();
    // Written whole under another name first: a build running beside this one never reads half a file.
    const partial = `${j.path}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, j.path);
  };
  // Two at a time: sharp already spreads one encode over the cores.
  for (let i = 0; i < todo.length; i += 2) await Promise.all(todo.slice(i, i + 2).map(encode));
  const keep = new Set(jobs.map((j) => j.fileName));
  for (const name of readdirSync(dir)) if (!keep.has(name) && !name.endsWith(".partial")) rmSync(join(dir, name), { force: true });
  return jobs;
}

/**
 * Gives the app `virtual:pictures` (which widths of which picture exist, under
 * which hashed name) and, in the client build, writes those files into
 * build/client/assets/pictures/, where they are cached for a year.
 */
export function pictureWidths(): Plugin {
  const id = "virtual:pictures";
  let ssr = false;
  let sources: Promise<Source[]> | undefined;
  const read = () => (sources ??= readSources());
  return {
    name: "pictures",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      sources = undefined;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(loaded) {
      if (loaded !== `\0${id}`) return;
      return `export default ${JSON.stringify(manifest(await read()))};`;
    },
    async generateBundle() {
      if (ssr) return;
      for (const { fileName, path } of await render(await read())) {
        this.emitFile({ type: "asset", fileName: `assets/pictures/${fileName}`, source: readFileSync(path) });
      }
    },
  };
}
