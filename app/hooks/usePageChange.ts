import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Calls `onChange` with the new path each time the reader moves to another
 * page inside the app, never for the page first loaded. Another query or
 * hash (a different scale, a comment thread) is the same page.
 */
export function usePageChange(onChange: (pathname: string) => void) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onChange(pathname);
  }, [pathname, onChange]);
}
