import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

// Never for the page first loaded; another query or hash (a scale, a thread) is the same page.
export function usePageChange(onChange: (pathname: string) => void) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onChange(pathname);
  }, [pathname, onChange]);
}
