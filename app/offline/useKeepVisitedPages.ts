import { useEffect, useRef } from "react";
import { savePage } from "./register";

/** A page the app moved to by script (a link, a scale, a list) is kept as the page loaded whole would be. */
export function useKeepVisitedPages(address: string) {
  const shown = useRef(address);
  useEffect(() => {
    // The page first loaded is kept by the worker it loaded through, or by registerServiceWorker.
    if (shown.current === address) return;
    shown.current = address;
    savePage();
  }, [address]);
}
