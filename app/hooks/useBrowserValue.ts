import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * A value only the browser knows (a browser API's presence, what is in
 * localStorage): `onServer` in the server's HTML and while hydrating, so the
 * first render matches that HTML, then the browser's. React re-renders once
 * after hydration, without an effect setting state.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(never, inBrowser, () => onServer);
}
