import { useCallback, useEffect, useId, useRef, useState } from "react";

/** "refused": the browser said no to the last request (battery saver, a hidden tab). */
type WakeLockState = "unknown" | "unsupported" | "off" | "on" | "refused";

/**
 * Keeps the screen awake while cooking, through the Screen Wake Lock API.
 * The browser drops the lock when the tab is hidden, so it is asked for
 * again when the tab comes back. Failures are logged, never thrown.
 */
export function useWakeLock() {
  const [state, setState] = useState<WakeLockState>("unknown");
  const wanted = useRef(false);
  const sentinel = useRef<WakeLockSentinel | null>(null);

  /** Asks for the lock; true when it is held (and still wanted) afterwards. */
  const acquire = useCallback(async () => {
    try {
      const lock = await navigator.wakeLock.request("screen");
      if (!wanted.current) {
        // Cook mode was switched off while the browser was still answering.
        await lock.release().catch(() => {});
        return false;
      }
      sentinel.current = lock;
      lock.addEventListener("release", () => {
        if (sentinel.current === lock) sentinel.current = null;
      });
      return true;
    } catch (e) {
      const err = e as Error;
      console.warn(`Cook mode: the screen could not be kept awake (${err.name}: ${err.message})`);
      return false;
    }
  }, []);

  useEffect(() => {
    setState("wakeLock" in navigator ? "off" : "unsupported");
    const again = () => {
      if (wanted.current && document.visibilityState === "visible" && !sentinel.current) void acquire();
    };
    document.addEventListener("visibilitychange", again);
    return () => {
      document.removeEventListener("visibilitychange", again);
      void sentinel.current?.release().catch(() => {});
    };
  }, [acquire]);

  const toggle = useCallback(
    async (on: boolean) => {
      wanted.current = on;
      setState(on ? "on" : "off");
      if (on) {
        // The box shows what the browser granted, not only what was asked.
        if (!(await acquire()) && wanted.current) {
          wanted.current = false;
          setState("refused");
        }
      } else {
        await sentinel.current?.release().catch(() => {});
        sentinel.current = null;
      }
    },
    [acquire],
  );

  return { state, toggle };
}

export function CookModeToggle({ wakeLock }: { wakeLock: ReturnType<typeof useWakeLock> }) {
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
            ? "Your device said no just now (battery saver can do that). Try again, or keep the screen on in its settings."
          : wakeLock.state === "unknown"
            ? "Keeps your screen awake (needs JavaScript)."
            : "Keeps your screen from going dark while you cook."}
      </span>
    </div>
  );
}
