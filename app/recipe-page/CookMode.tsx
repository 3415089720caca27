import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useBrowserValue } from "~/hooks/useBrowserValue";

/** "refused": the browser said no to the last request (battery saver, a hidden tab). */
type WakeLockState = "unknown" | "unsupported" | "off" | "on" | "refused";

/**
 * Keeps the screen awake while cooking, through the Screen Wake Lock API.
 * The browser drops the lock when the tab is hidden, so it is asked for
 * again when the tab comes back. Failures are logged, never thrown.
 */
const browserSupport = (): WakeLockState => ("wakeLock" in navigator ? "off" : "unsupported");

export function useWakeLock() {
  // "unknown" until hydrated: the server can't tell whether this browser has the API.
  const support = useBrowserValue<WakeLockState>(browserSupport, "unknown");
  const [chosen, setState] = useState<"off" | "on" | "refused">("off");
  const state: WakeLockState = support === "off" ? chosen : support;
  const wanted = useRef(false);
  const sentinel = useRef<WakeLockSentinel | null>(null);
  // Bumped by every switch: an answer to an older request is stale.
  const generation = useRef(0);

  /** Asks for the lock: "held", "refused", or "stale" when cook mode was switched since. */
  const acquire = useCallback(async (): Promise<"held" | "refused" | "stale"> => {
    const asked = generation.current;
    try {
      const lock = await navigator.wakeLock.request("screen");
      if (asked !== generation.current || !wanted.current) {
        // Switched off (or off and on again) while the browser was answering.
        await lock.release().catch(() => {});
        return "stale";
      }
      sentinel.current = lock;
      lock.addEventListener("release", () => {
        if (sentinel.current === lock) sentinel.current = null;
      });
      return "held";
    } catch (e) {
      const err = e as Error;
      console.warn(`Cook mode: the screen could not be kept awake (${err.name}: ${err.message})`);
      return asked === generation.current ? "refused" : "stale";
    }
  }, []);

  /** Asks for the lock; when the device says no, the box says so rather than showing "on". */
  const keepAwake = useCallback(async () => {
    if ((await acquire()) === "refused" && wanted.current) {
      wanted.current = false;
      setState("refused");
    }
  }, [acquire]);

  useEffect(() => {
    const again = () => {
      if (wanted.current && document.visibilityState === "visible" && !sentinel.current) void keepAwake();
    };
    document.addEventListener("visibilitychange", again);
    return () => {
      document.removeEventListener("visibilitychange", again);
      void sentinel.current?.release().catch(() => {});
    };
  }, [keepAwake]);

  const toggle = useCallback(
    async (on: boolean) => {
      generation.current++;
      wanted.current = on;
      setState(on ? "on" : "off");
      if (on) {
        await keepAwake();
      } else {
        await sentinel.current?.release().catch(() => {});
        sentinel.current = null;
      }
    },
    [keepAwake],
  );

  return { state, toggle };
}

const REFUSED = "Your device said no just now (battery saver can do that). Try again, or keep the screen on in its settings.";

/** The switch; `announce` on one of the page's switches tells screen readers when the device refuses. */
export function CookModeToggle({ wakeLock, announce = false }: { wakeLock: ReturnType<typeof useWakeLock>; announce?: boolean }) {
  const id = useId();
  const unavailable = wakeLock.state === "unknown" || wakeLock.state === "unsupported";
  return (
    <div className="cook-mode">
      <input
        type="checkbox"
        id={`${id}-cook`}
        checked={wakeLock.state === "on"}
        disabled={unavailable}
        aria-describedby={`${id}-cook-hint`}
        onChange={(e) => void wakeLock.toggle(e.target.checked)}
      />
      <label htmlFor={`${id}-cook`}>Cook mode</label>
      <span id={`${id}-cook-hint`} className="cook-mode-hint">
        {wakeLock.state === "unsupported"
          ? "This browser can't keep the screen awake."
          : wakeLock.state === "refused"
            ? REFUSED
            : wakeLock.state === "unknown"
              ? "Keeps your screen awake (needs JavaScript)."
              : "Keeps your screen from going dark while you cook."}
      </span>
      {announce ? (
        <span role="status" className="visually-hidden">
          {wakeLock.state === "refused" ? `Cook mode is off. ${REFUSED}` : ""}
        </span>
      ) : null}
    </div>
  );
}
