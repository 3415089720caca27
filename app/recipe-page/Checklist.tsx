import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { useNonce } from "~/utils/nonce";

/** A recipe's ticks at one scale. */
export const recipeTicksKey = (slug: string, scale: number) => `ticks:${slug}:${scale}`;
/**
 * A list's ticks, for its recipes (slugs, in the address's order): another list starts unticked. Not their scales nor
 * its units: a tick is on the thing bought, which a line names the same at any scale and in both systems (issue 61, 3:
 * a shopper who switched to Metric lost the ticks; a scale changed in the aisle lost them too).
 */
export const listTicksKey = (slugs: readonly string[]) => `ticks:list:${slugs.join(",")}`;
/**
 * Where a list's ticks were kept before, for its recipes at their scales (`recipes`, the address's `r`), once per units
 * too: read with the list's own until it is next written.
 */
export const formerListTicksKeys = (recipes: string) => [
  `ticks:list:${recipes}`,
  `ticks:list:${recipes}:us`,
  `ticks:list:${recipes}:metric`,
];

function readTicks(key: string, former: readonly string[] = []): string[] {
  const ticks = new Set<string>();
  for (const k of [key, ...former]) {
    try {
      const saved: unknown = JSON.parse(localStorage.getItem(k) ?? "[]");
      if (Array.isArray(saved)) for (const t of saved) if (typeof t === "string") ticks.add(t);
    } catch {
      // Unreadable: no ticks from it.
    }
  }
  return [...ticks];
}

function writeTicks(key: string, ticks: string[], former: readonly string[] = []) {
  try {
    for (const k of former) localStorage.removeItem(k);
    if (ticks.length) localStorage.setItem(key, JSON.stringify(ticks));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused (a private window): the boxes still tick, only not kept.
  }
}

const NONE: readonly string[] = [];

const kept = (key: string) => {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

const boxes = () => [...document.querySelectorAll<HTMLInputElement>("input[data-tick]")];

/** Puts the kept ticks back as the page is read: a returning cook sees them before the app's scripts start (decision 021). */
const restoreTicks = (keys: string[]) =>
  `(function(){function r(){${JSON.stringify(keys).replace(/</g, "\\u003c")}.forEach(function(k){try{var t=JSON.parse(localStorage.getItem(k)||"[]");document.querySelectorAll("input[data-tick]").forEach(function(b){if(t.indexOf(b.dataset.tick)>=0)b.checked=true})}catch(e){}})}document.readyState==="loading"?addEventListener("DOMContentLoaded",r):r()})()`;

/**
 * The boxes (input[data-tick]) stay plain, uncontrolled checkboxes so they tick without JavaScript; this only keeps
 * their state, on the device, where a reload or a page opened offline finds it.
 */
export function KeptTicks({
  storageKey: key,
  formerKeys = NONE,
  carryOver = false,
}: {
  storageKey: string;
  formerKeys?: readonly string[];
  /** A list's: moved to another list in the page (a recipe taken off or added), the things still on it stay ticked. */
  carryOver?: boolean;
}) {
  const hydrated = useHydrated();
  const nonce = useNonce();
  // Said once the boxes are cleared, for a screen reader: the button itself doesn't change.
  const [cleared, setCleared] = useState(false);
  const started = useRef(false);
  const shownKey = useRef<string | null>(null);
  // A list of keys by value: the page gives a new array each render.
  const formerList = formerKeys.join(" ");

  useEffect(() => {
    const former = formerList ? formerList.split(" ") : [];
    const saved = new Set(readTicks(key, former));
    // Ticks kept under a former key move to this one now: the former keys change with what this one does not (a scale).
    let move = former.some(kept);
    if (!started.current) {
      // Boxes ticked before the app's scripts started are kept too.
      started.current = true;
      const before = boxes().filter((b) => b.checked && !saved.has(b.dataset.tick ?? ""));
      for (const box of before) saved.add(box.dataset.tick ?? "");
      move ||= before.length > 0;
    }
    if (carryOver && shownKey.current !== null && shownKey.current !== key && saved.size === 0) {
      const here = new Set(boxes().map((b) => b.dataset.tick ?? ""));
      for (const tick of readTicks(shownKey.current)) if (here.has(tick)) saved.add(tick);
      move ||= saved.size > 0;
    }
    shownKey.current = key;
    if (move) writeTicks(key, [...saved], former);
    // Also on a change of scale: the same boxes then show that scale's ticks.
    for (const box of boxes()) box.checked = saved.has(box.dataset.tick ?? "");
    const keep = (e: Event) => {
      if (!(e.target instanceof HTMLInputElement) || !e.target.dataset.tick) return;
      writeTicks(
        key,
        boxes()
          .filter((b) => b.checked)
          .map((b) => b.dataset.tick ?? ""),
        former,
      );
      setCleared(false);
    };
    document.addEventListener("change", keep);
    return () => document.removeEventListener("change", keep);
  }, [key, formerList, carryOver]);

  // In the page as served, so that nothing moves when the app's scripts start; `hidden` until they have, and shown by
  // app.css where JavaScript runs.
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: restoreTicks([key, ...formerKeys]) }} />
      <p className="clear-ticks no-print" hidden={!hydrated}>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            for (const box of boxes()) box.checked = false;
            writeTicks(key, [], formerKeys);
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
