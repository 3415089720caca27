import { startTransition, useEffect, useState } from "react";

// Until the first effect after hydration: a component mounted later is rendered in the browser only, and reads it at once.
let hydrating = true;

// A fact only the browser knows (stored theme, Web Share), read once: `onServer` while hydrating, then the browser's value
// as a transition, rendered in slices a phone can answer a tap between (docs/edge-cache.md). Under a Suspense boundary
// that hydrates after the rest, a component would read the browser's value while hydrating: pass it the value instead.
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  const [value, setValue] = useState(() => (hydrating ? onServer : inBrowser()));
  useEffect(() => {
    hydrating = false;
    const now = inBrowser();
    if (!Object.is(now, value)) startTransition(() => setValue(now));
    // Once, on mount: a later render must not read the browser again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
