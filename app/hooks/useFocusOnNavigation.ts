import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After moving to another page in the app, focus goes to the new page's main
 * content, as it would after a full load: a screen reader starts reading
 * there, and Tab continues from the top of the page, not from a link that
 * is gone. Another scale or thread of the same page keeps focus where it is.
 */
export function useFocusOnNavigation(targetId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
}
