/**
 * What make-images wrote last time: for each file, a hash of its source (the drawing's SVG and the encoder's settings)
 * and of the bytes written. A file is encoded again only when its source changed or the file is not those bytes any
 * more. Hashes, not mtimes: a git checkout gives every file the time of the checkout.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

type Encoded = { source: string; output: string };

const hash = (data: string | Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 16);

/** `record` is the JSON file that keeps the hashes (committed); its keys are the files' paths from `root`. */
export function encodedImages(record: string, root: string) {
  const before: Record<string, Encoded> = existsSync(record) ? JSON.parse(readFileSync(record, "utf8")) : {};
  const after: Record<string, Encoded> = {};
  const counts = { encoded: 0, kept: 0, bytes: 0 };
  return {
    /** Writes `encode()` to `file` unless the same source and settings wrote the bytes that are there. */
    async write(file: string, source: string, settings: unknown, encode: () => Promise<Buffer>): Promise<void> {
      const key = relative(root, file);
      const sourceHash = hash(JSON.stringify([source, settings]));
      const was = before[key];
      const there = existsSync(file) ? readFileSync(file) : null;
      if (was?.source === sourceHash && there && hash(there) === was.output) {
        after[key] = was;
        counts.kept++;
        counts.bytes += there.length;
        return;
      }
      const bytes = await encode();
      writeFileSync(file, bytes);
      after[key] = { source: sourceHash, output: hash(bytes) };
      counts.encoded++;
      counts.bytes += bytes.length;
    },
    /** Saves the record of this run (a file no longer made drops out) and says how many were encoded or kept. */
    save() {
      const sorted = Object.fromEntries(Object.entries(after).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(record, `${JSON.stringify(sorted, null, 2)}\n`);
      return counts;
    },
  };
}
