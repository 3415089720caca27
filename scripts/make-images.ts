/**
 * Draws the recipe pictures (scripts/recipe-art/, one drawing per recipe) and,
 * from Microsoft's Fluent Emoji (flat set, MIT licence), the About photo
 * stand-in, tool pictures and icons, as JPEGs and PNGs in public/. Run after
 * adding or redrawing a recipe: `npx tsx scripts/make-images.ts`. To use a real
 * photo instead, save it over the file of the same name (any size: the build crops to 4:3). Only what changed is
 * encoded again (scripts/encoded-images.ts; the hashes are in scripts/make-images.json).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { encodedImages } from "./encoded-images";
import icons from "@iconify-json/fluent-emoji-flat/icons.json" with { type: "json" };
import sharp from "sharp";
import { recipes } from "../app/recipes/index";
import { TOOL_ICONS } from "../app/recipe-page/tool-pictures";
import { frame } from "./recipe-art/draw";
import { PICTURES } from "./recipe-art/drawings";
import { PALETTE } from "./recipe-art/placeholder";

const OUT = new URL("../public/images/", import.meta.url).pathname;
const W = 800;
const H = 600;

type IconSet = { icons: Record<string, { body: string }>; width?: number; height?: number };
const set = icons as unknown as IconSet;

// A new sharp (its libvips or mozjpeg) may encode other bytes: its versions are part of every file's settings.
const images = encodedImages(new URL("make-images.json", import.meta.url).pathname, `${OUT}../`);
const ENCODER = sharp.versions;

function emoji(name: string, x: number, y: number, size: number, rotate = 0): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`no emoji named ${name}`);
  // Prefix ids so two icons in one picture never share a gradient or clip id.
  const prefix = `${name}-${x}-${y}`.replace(/[^a-z0-9-]/gi, "");
  const body = icon.body.replace(/id="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);
  const c = size / 2;
  return `<g transform="rotate(${rotate} ${x + c} ${y + c})"><svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${set.width ?? 32} ${set.height ?? 32}">${body}</svg></g>`;
}

function picture([light, deep]: [string, string], [main, a, b]: [string, string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="45%" r="75%">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/>
    </radialGradient>
    <radialGradient id="plate" cx="50%" cy="40%" r="60%">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f1ebe3"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="400" cy="338" rx="250" ry="236" fill="#000" opacity="0.08"/>
  <circle cx="400" cy="318" r="236" fill="url(#plate)"/>
  <circle cx="400" cy="318" r="190" fill="none" stroke="#e7dccd" stroke-width="3"/>
  ${emoji(main, 250, 168, 300)}
  ${emoji(a, 70, 400, 150, -12)}
  ${emoji(b, 590, 50, 140, 10)}
</svg>`;
}

const PICTURE_JPEG = { quality: 78, mozjpeg: true };
const writeJpeg = (svg: string, file: string) =>
  images.write(file, svg, [ENCODER, PICTURE_JPEG], () => sharp(Buffer.from(svg)).jpeg(PICTURE_JPEG).toBuffer());

mkdirSync(`${OUT}recipes`, { recursive: true });
// A recipe without a drawing keeps its JPEG: the placeholder recipe:new wrote, or a photo.
for (const r of recipes) {
  const drawing = PICTURES[r.slug];
  if (drawing) await writeJpeg(frame(PALETTE[r.category], drawing), `${OUT}recipes/${r.slug}.jpg`);
}
await writeJpeg(picture(["#fff8e8", "#e8c98f"], ["egg", "chicken", "egg"]), `${OUT}about-hens-eggs.jpg`);
mkdirSync(`${OUT}tools`, { recursive: true });
for (const icon of TOOL_ICONS) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f3ece2"/>${emoji(icon, 250, 150, 300)}</svg>`;
  const settings = { resize: [400, 300], jpeg: { quality: 80, mozjpeg: true } } as const;
  await images.write(`${OUT}tools/${icon}.jpg`, svg, [ENCODER, settings], () =>
    sharp(Buffer.from(svg))
      .resize(...settings.resize)
      .jpeg(settings.jpeg)
      .toBuffer(),
  );
}
writeFileSync(`${OUT}../favicon.svg`, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${set.icons["cooking"].body}</svg>\n`);
// Icons for tabs, home screens and the web app manifest: the favicon's pan on a warm tile.
mkdirSync(`${OUT}../icons`, { recursive: true });
const tile = (
  size: number,
  padding: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${padding === 0 ? size * 0.2 : 0}" fill="#fbe9d7"/>${emoji("cooking", padding || size * 0.12, padding || size * 0.12, size - 2 * (padding || size * 0.12))}</svg>`;
for (const [name, size, padding] of [
  ["icon-32", 32, 0],
  ["apple-touch-icon", 180, 0],
  ["icon-192", 192, 0],
  ["icon-512", 512, 0],
  ["icon-512-maskable", 512, 104],
] as const) {
  const svg = tile(size, padding);
  await images.write(`${OUT}../icons/${name}.png`, svg, [ENCODER, "png"], () => sharp(Buffer.from(svg)).png().toBuffer());
}
const { encoded, kept, bytes } = images.save();
console.log(`Encoded ${encoded} images, kept ${kept} whose drawing had not changed: ${Math.round(bytes / 1024)} KB in all`);
