import { useEffect, useState } from "react";

/** False on the server and in the first render in the browser, true once hydrated. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
