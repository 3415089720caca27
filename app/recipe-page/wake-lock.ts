/** The browser drops the lock when the tab is hidden, so it is asked for again when the tab comes back. */
export function screenLock(onRefused: () => void) {
  let wanted = false;
  let sentinel: WakeLockSentinel | null = null;
  // Bumped by every switch: an answer to an older request is stale.
  let generation = 0;

  async function acquire(): Promise<"held" | "refused" | "stale"> {
    const asked = generation;
    try {
      const lock = await navigator.wakeLock.request("screen");
      if (asked !== generation || !wanted) {
        // Switched off (or off and on again) while the browser was answering.
        await lock.release().catch(() => {});
        return "stale";
      }
      sentinel = lock;
      lock.addEventListener("release", () => {
        if (sentinel === lock) sentinel = null;
      });
      return "held";
    } catch (e) {
      const err = e as Error;
      console.warn(`Cook mode: the screen could not be kept awake (${err.name}: ${err.message})`);
      return asked === generation ? "refused" : "stale";
    }
  }

  /** When the device says no, the box says so rather than showing "on". */
  async function keepAwake() {
    if ((await acquire()) === "refused" && wanted) {
      wanted = false;
      onRefused();
    }
  }

  const again = () => {
    if (wanted && document.visibilityState === "visible" && !sentinel) void keepAwake();
  };
  document.addEventListener("visibilitychange", again);

  return {
    async set(on: boolean) {
      generation++;
      wanted = on;
      if (on) {
        await keepAwake();
      } else {
        await sentinel?.release().catch(() => {});
        sentinel = null;
      }
    },
    dispose() {
      document.removeEventListener("visibilitychange", again);
      void sentinel?.release().catch(() => {});
    },
  };
}
