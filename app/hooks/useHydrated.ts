import { useBrowserValue } from "./useBrowserValue";

const yes = () => true;

export function useHydrated() {
  return useBrowserValue(yes, false);
}
