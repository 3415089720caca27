import { useSyncExternalStore } from "react";

const never = () => () => {};

// `onServer` while hydrating too, so the first render matches the server's HTML; no effect setting state.
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(never, inBrowser, () => onServer);
}
