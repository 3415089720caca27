import { describe, expect, it } from "vitest";
import { closingTagsLast } from "../entry.server";
import { STARTER_SCRIPT, HELD_TYPE, holdScripts } from "./scripts-on-use";

const page = [
  "<html><head></head><body><main>Pancakes</main>",
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/>',
  '<script nonce="n1">window.__remixContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-b.js";\nwindow.__remixRouteModules = {"root":route0};\nimport("/assets/entry.client-a.js");</script>',
  "</body></html>",
].join("");

describe("holdScripts", () => {
  it("holds the module script and its preloads, and starts them from the end of the body with the page's nonce", () => {
    const out = holdScripts(page, "n1");
    const written = out.slice(0, out.indexOf(STARTER_SCRIPT));
    expect(written).not.toContain('rel="modulepreload"');
    expect(written).not.toContain('type="module"');
    expect(out.match(/<link rel="dns-prefetch" data-modulepreload="" href="[^"]+"\/>/g)).toHaveLength(2);
    expect(out).toContain(`<script nonce="n1" type="${HELD_TYPE}">import * as route0`);
    expect(out).toContain('<script nonce="n1">window.__remixContext = {};</script>');
    expect(out.endsWith(`<script nonce="n1">${STARTER_SCRIPT}</script></body></html>`)).toBe(true);
  });

  it("writes no nonce on a page kept for everyone, whose CSP names the starter by its hash", () => {
    const out = holdScripts(page.replaceAll(' nonce="n1"', ""), undefined);
    expect(out).toContain(`<script>${STARTER_SCRIPT}</script></body></html>`);
  });

  it("leaves a page without the app's module script as it was", () => {
    const plain = '<html><body><script type="module" async="">import "/x.js";</script></body></html>';
    expect(holdScripts(plain, "n1")).toBe(plain);
  });

  it("finds the held script by the type the starter looks for", () => {
    expect(STARTER_SCRIPT).toContain(`script[type="${HELD_TYPE}"]`);
  });
});

describe("closingTagsLast", () => {
  it("moves </body></html> after the data scripts React leaves behind it", () => {
    expect(closingTagsLast("<html><body><p>a</p></body></html><script>x</script>")).toBe(
      "<html><body><p>a</p><script>x</script></body></html>",
    );
  });

  it("leaves a document that already ends with them alone", () => {
    expect(closingTagsLast("<html><body></body></html>")).toBe("<html><body></body></html>");
  });
});
