import { useBrowserValue } from "./useBrowserValue";

const yes = () => true;

/** False on the server and in the first render in the browser, true once hydrated. */
export function useHydrated() {
  return useBrowserValue(yes, false);
}
