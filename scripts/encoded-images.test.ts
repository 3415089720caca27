import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { encodedImages } from "./encoded-images";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A run of make-images over one folder: which files it encoded. */
async function run(dir: string, files: Record<string, { svg: string; quality: number }>) {
  const images = encodedImages(join(dir, "record.json"), dir);
  const encoded: string[] = [];
  for (const [name, { svg, quality }] of Object.entries(files)) {
    await images.write(join(dir, name), svg, { quality }, async () => {
      encoded.push(name);
      return Buffer.from(`${svg} at ${quality}`);
    });
  }
  return { encoded, counts: images.save() };
}

describe("make-images encodes only what changed", () => {
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), "encoded-images-"));
    dirs.push(dir);
    return dir;
  };
  const first = { "a.jpg": { svg: "<svg>a</svg>", quality: 78 }, "b.jpg": { svg: "<svg>b</svg>", quality: 78 } };

  it("encodes every file the first time, then none while nothing changed", async () => {
    const dir = folder();
    expect((await run(dir, first)).encoded).toEqual(["a.jpg", "b.jpg"]);
    const again = await run(dir, first);
    expect(again.encoded).toEqual([]);
    expect(again.counts).toEqual({ encoded: 0, kept: 2, bytes: readFileSync(join(dir, "a.jpg")).length * 2 });
  });

  it("encodes again the one whose drawing or settings changed", async () => {
    const dir = folder();
    await run(dir, first);
    expect((await run(dir, { ...first, "b.jpg": { svg: "<svg>b, redrawn</svg>", quality: 78 } })).encoded).toEqual(["b.jpg"]);
    expect((await run(dir, { ...first, "a.jpg": { svg: "<svg>a</svg>", quality: 80 } })).encoded).toEqual(["a.jpg", "b.jpg"]);
    expect(readFileSync(join(dir, "a.jpg"), "utf8")).toBe("<svg>a</svg> at 80");
  });

  it("writes again a file that was deleted or written over since", async () => {
    const dir = folder();
    await run(dir, first);
    rmSync(join(dir, "a.jpg"));
    writeFileSync(join(dir, "b.jpg"), "a photo saved over it");
    expect((await run(dir, first)).encoded).toEqual(["a.jpg", "b.jpg"]);
    expect(readFileSync(join(dir, "b.jpg"), "utf8")).toBe("<svg>b</svg> at 78");
  });

  it("keeps in its record only the files this run made", async () => {
    const dir = folder();
    await run(dir, first);
    await run(dir, { "a.jpg": first["a.jpg"] });
    expect(Object.keys(JSON.parse(readFileSync(join(dir, "record.json"), "utf8")))).toEqual(["a.jpg"]);
  });
});
