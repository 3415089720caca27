import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useBrowserValue } from "~/hooks/useBrowserValue";
import type { screenLock } from "./wake-lock";

/** "refused": the browser said no to the last request (battery saver, a hidden tab). */
type WakeLockState = "unknown" | "unsupported" | "off" | "on" | "refused";

/** Keeps the screen awake while cooking, through the Screen Wake Lock API (./wake-lock.ts, loaded when first switched on). */
const browserSupport = (): WakeLockState => ("wakeLock" in navigator ? "off" : "unsupported");

/** The reader's choice, shared by the page's switches; whether the browser can keep it is each switch's to ask. */
export function useWakeLock() {
  const [chosen, setState] = useState<"off" | "on" | "refused">("off");
  const lock = useRef<Promise<ReturnType<typeof screenLock>> | null>(null);

  useEffect(() => () => void lock.current?.then((l) => l.dispose()), []);

  const toggle = useCallback(async (on: boolean) => {
    setState(on ? "on" : "off");
    if (!on && !lock.current) return;
    lock.current ??= import("./wake-lock").then((m) => m.screenLock(() => setState("refused")));
    // Switches made while it loads reach the lock in the order they were made.
    await (await lock.current).set(on);
  }, []);

  return { chosen, toggle };
}

const REFUSED = "Your device said no just now (battery saver can do that). Try again, or keep the screen on in its settings.";

/** The switch; `announce` on one of the page's switches tells screen readers when the device refuses. */
export function CookModeToggle({ wakeLock, announce = false }: { wakeLock: ReturnType<typeof useWakeLock>; announce?: boolean }) {
  const id = useId();
  // "unknown" until hydrated: the server can't tell whether this browser has the API. Asked here, not by the page
  // that holds the choice, so that learning it re-renders this switch and not the whole recipe.
  const support = useBrowserValue<WakeLockState>(browserSupport, "unknown");
  const state: WakeLockState = support === "off" ? wakeLock.chosen : support;
  const unavailable = state === "unknown" || state === "unsupported";
  return (
    <div className="cook-mode">
      <input
        type="checkbox"
        id={`${id}-cook`}
        checked={state === "on"}
        disabled={unavailable}
        aria-describedby={`${id}-cook-hint`}
        onChange={(e) => void wakeLock.toggle(e.target.checked)}
      />
      <label htmlFor={`${id}-cook`}>Cook mode</label>
      <span id={`${id}-cook-hint`} className="cook-mode-hint">
        {state === "unsupported"
          ? "This browser can't keep the screen awake."
          : state === "refused"
            ? REFUSED
            : state === "unknown"
              ? "Keeps your screen awake (needs JavaScript)."
              : "Keeps your screen from going dark while you cook."}
      </span>
      {announce ? (
        <span role="status" className="visually-hidden">
          {state === "refused" ? `Cook mode is off. ${REFUSED}` : ""}
        </span>
      ) : null}
    </div>
  );
}
