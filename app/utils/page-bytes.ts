// The page as sent, from renderToString's text: its closing tags last, the app's scripts held (scripts-on-use.ts).
import { HELD_TYPE, STARTER_SCRIPT } from "./scripts-on-use";

const DOCTYPE = "<!DOCTYPE html>";
const CLOSING = "</body></html>";
const MODULE_TYPE = ' type="module" async="">';
const ROUTE_MODULES = "window.__remixRouteModules";
const PRELOAD = '<link rel="modulepreload"';
const HELD_PRELOAD = '<link rel="dns-prefetch" data-modulepreload=""';
const encoder = new TextEncoder();

/**
 * The document's bytes, or null when it does not end as a whole one; its doctype first, which renderToString leaves out
 * and the stream writes. React 18 ends the document before Remix writes its
 * data scripts, leaving them after </html> (invalid HTML): </body></html> goes last. The app's module script becomes
 * data, each of its preloads a dns-prefetch that fetches nothing (React 18 compares no attributes in production), and
 * the starter goes at the end of the body. Written as pieces of the text into one buffer: a page is 100-200 KB of
 * string, and each step that made a whole new one cost a recipe page a tenth of a millisecond or more (docs/edge-cache.md).
 */
export function pageBytes(html: string, nonce: string | undefined): Uint8Array<ArrayBuffer> | null {
  const closing = html.indexOf(CLOSING);
  if (closing === -1) return null;
  const edits: [from: number, to: number, text: string][] = [[closing, closing + CLOSING.length, ""]];
  const routeModules = html.indexOf(ROUTE_MODULES);
  const moduleType = routeModules === -1 ? -1 : html.lastIndexOf(MODULE_TYPE, routeModules);
  const opening = moduleType === -1 ? -1 : html.lastIndexOf("<script", moduleType);
  const held = opening !== -1 && !html.slice(opening, moduleType).includes(">");
  if (held) {
    edits.push([moduleType, moduleType + MODULE_TYPE.length, ` type="${HELD_TYPE}">`]);
    for (let at = html.indexOf(PRELOAD); at !== -1; at = html.indexOf(PRELOAD, at + PRELOAD.length))
      edits.push([at, at + PRELOAD.length, HELD_PRELOAD]);
    edits.sort((a, b) => a[0] - b[0]);
  }
  const pieces = html.startsWith(DOCTYPE) ? [] : [DOCTYPE];
  let from = 0;
  for (const [start, end, text] of edits) {
    pieces.push(html.slice(from, start), text);
    from = end;
  }
  pieces.push(html.slice(from));
  if (held) pieces.push(`<script${nonce ? ` nonce="${nonce}"` : ""}>${STARTER_SCRIPT}</script>`);
  pieces.push(CLOSING);
  // UTF-8 takes at most three bytes for each UTF-16 unit.
  const bytes = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0) * 3);
  let written = 0;
  for (const piece of pieces) written += encoder.encodeInto(piece, bytes.subarray(written)).written;
  return bytes.subarray(0, written);
}
