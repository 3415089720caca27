import { useEffect, useRef } from "react";
import { savePage } from "./register";

export function useKeepVisitedPages(address: string) {
  const shown = useRef(address);
  useEffect(() => {
    // The page first loaded is kept by the worker it loaded through, or by registerServiceWorker.
    if (shown.current === address) return;
    shown.current = address;
    savePage();
  }, [address]);
}
