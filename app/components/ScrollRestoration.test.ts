import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));

describe("ScrollRestoration's React Router", () => {
  // Its hook reads the router Remix made: two copies of react-router-dom would each have their own, and it would throw.
  it("is pinned to the version @remix-run/react depends on, so npm installs one copy", () => {
    const ours = manifest("../../package.json").dependencies["react-router-dom"];
    const remix = manifest("../../node_modules/@remix-run/react/package.json").dependencies["react-router-dom"];
    expect(ours).toBe(remix);
    expect(manifest("../../node_modules/react-router-dom/package.json").version).toBe(remix);
  });
});
