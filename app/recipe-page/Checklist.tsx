import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { useNonce } from "~/utils/nonce";

/** A recipe's ticks at one scale. */
export const recipeTicksKey = (slug: string, scale: number) => `ticks:${slug}:${scale}`;
/** A list's ticks, for its recipes at their scales in its units: another list starts unticked. */
export const listTicksKey = (recipes: string, units: string) => `ticks:list:${recipes}:${units}`;

function readTicks(key: string): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(saved) ? saved.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

function writeTicks(key: string, ticks: string[]) {
  try {
    if (ticks.length) localStorage.setItem(key, JSON.stringify(ticks));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused (a private window): the boxes still tick, only not kept.
  }
}

const boxes = () => [...document.querySelectorAll<HTMLInputElement>("input[data-tick]")];

/**
 * Puts the kept ticks back on the boxes as the page is read: the app's scripts start only at the reader's first touch
 * or key (docs/decisions/021-scripts-on-first-use.md), and a returning cook sees their ticks before that.
 */
const restoreTicks = (key: string) =>
  `(function(){function r(){try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(key).replace(/</g, "\\u003c")})||"[]");document.querySelectorAll("input[data-tick]").forEach(function(b){if(t.indexOf(b.dataset.tick)>=0)b.checked=true})}catch(e){}}document.readyState==="loading"?addEventListener("DOMContentLoaded",r):r()})()`;

/**
 * The boxes (input[data-tick]) stay plain, uncontrolled checkboxes so they tick without JavaScript; this only keeps
 * their state, on the device, where a reload or a page opened offline finds it.
 */
export function KeptTicks({ storageKey: key }: { storageKey: string }) {
  const hydrated = useHydrated();
  const nonce = useNonce();
  // Said once the boxes are cleared, for a screen reader: the button itself doesn't change.
  const [cleared, setCleared] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    const saved = new Set(readTicks(key));
    if (!started.current) {
      // Boxes ticked before the app's scripts started are kept too.
      started.current = true;
      const before = boxes().filter((b) => b.checked && !saved.has(b.dataset.tick ?? ""));
      for (const box of before) saved.add(box.dataset.tick ?? "");
      if (before.length) writeTicks(key, [...saved]);
    }
    // Also on a change of scale: the same boxes then show that scale's ticks.
    for (const box of boxes()) box.checked = saved.has(box.dataset.tick ?? "");
    const keep = (e: Event) => {
      if (!(e.target instanceof HTMLInputElement) || !e.target.dataset.tick) return;
      writeTicks(
        key,
        boxes()
          .filter((b) => b.checked)
          .map((b) => b.dataset.tick ?? ""),
      );
      setCleared(false);
    };
    document.addEventListener("change", keep);
    return () => document.removeEventListener("change", keep);
  }, [key]);

  // In the page as served, so that nothing moves when the app's scripts start; `hidden` until they have, and shown by
  // app.css where JavaScript runs.
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: restoreTicks(key) }} />
      <p className="clear-ticks no-print" hidden={!hydrated}>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            for (const box of boxes()) box.checked = false;
            writeTicks(key, []);
            setCleared(true);
          }}
        >
          Clear ticks
        </button>
        <span role="status" className="visually-hidden">
          {cleared ? "Ticks cleared." : ""}
        </span>
      </p>
    </>
  );
}
