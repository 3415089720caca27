import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { VIEW_BEACON_PATH } from "~/site";

/**
 * Reports each page the reader moves to inside the app: the worker counted
 * the first page when it served it, but later pages come without a full
 * load. Only when analytics is configured; a change of query or hash
 * (another scale, a comment thread) is the same page.
 */
export function usePageViews(enabled: boolean) {
  const { pathname } = useLocation();
  const counted = useRef(pathname);
  useEffect(() => {
    if (!enabled || counted.current === pathname) return;
    counted.current = pathname;
    navigator.sendBeacon?.(VIEW_BEACON_PATH, pathname);
  }, [enabled, pathname]);
}
