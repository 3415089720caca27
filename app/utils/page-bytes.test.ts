import { describe, expect, it } from "vitest";
import { pageBytes } from "./page-bytes";
import { HELD_TYPE, STARTER_SCRIPT } from "./scripts-on-use";

const page = [
  "<html><head></head><body><main>Pancakes ½ cup – “sifted”</main>",
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/>',
  '<script nonce="n1">window.__remixContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-b.js";\nwindow.__remixRouteModules = {"root":route0};\nimport("/assets/entry.client-a.js");</script>',
  "</body></html>",
].join("");

const sent = (html: string, nonce: string | undefined) => {
  const bytes = pageBytes(html, nonce);
  return bytes && new TextDecoder().decode(bytes);
};

describe("the page as sent", () => {
  it("holds the module script and its preloads, and starts them from the end of the body with the page's nonce", () => {
    const out = sent(page, "n1")!;
    const written = out.slice(0, out.indexOf(STARTER_SCRIPT));
    expect(written).not.toContain('rel="modulepreload"');
    expect(written).not.toContain('type="module"');
    expect(out.match(/<link rel="dns-prefetch" data-modulepreload="" href="[^"]+"\/>/g)).toHaveLength(2);
    expect(out).toContain(`<script nonce="n1" type="${HELD_TYPE}">import * as route0`);
    expect(out).toContain('<script nonce="n1">window.__remixContext = {};</script>');
    expect(out).toContain("<main>Pancakes ½ cup – “sifted”</main>");
    expect(out.startsWith("<!DOCTYPE html><html>")).toBe(true);
    expect(sent(`<!DOCTYPE html>${page}`, "n1")).toBe(out);
    expect(out.endsWith(`<script nonce="n1">${STARTER_SCRIPT}</script></body></html>`)).toBe(true);
  });

  it("writes no nonce on a page kept for everyone, whose CSP names the starter by its hash", () => {
    expect(sent(page.replaceAll(' nonce="n1"', ""), undefined)).toContain(`<script>${STARTER_SCRIPT}</script></body></html>`);
  });

  it("leaves a page without the app's module script as it was", () => {
    const plain = '<!DOCTYPE html><html><body><script type="module" async="">import "/x.js";</script></body></html>';
    expect(sent(plain, "n1")).toBe(plain);
  });

  it("moves </body></html> after the data scripts React leaves behind it, and the starter with them", () => {
    expect(sent("<!DOCTYPE html><html><body><p>a</p></body></html><script>x</script>", "n1")).toBe(
      "<!DOCTYPE html><html><body><p>a</p><script>x</script></body></html>",
    );
    const [body, data] = [page.slice(0, page.indexOf("<script")), page.slice(page.indexOf("<script"), -"</body></html>".length)];
    expect(sent(`${body}</body></html>${data}`, "n1")).toBe(sent(page, "n1"));
  });

  it("is no page when the document does not end: a part that failed left it short", () => {
    expect(pageBytes("<html><body><p>a</p>", "n1")).toBeNull();
  });

  it("finds the held script by the type the starter looks for", () => {
    expect(STARTER_SCRIPT).toContain(`script[type="${HELD_TYPE}"]`);
  });
});
