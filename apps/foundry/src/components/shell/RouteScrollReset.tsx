"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Spec 2.1, 9: the page scrolls to the top 100 ms after a route change. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/**
 * Scrolls to the top after every route change but the first load. A link to an anchor
 * (/services#logos) is left where the browser put it: the anchor is where the visitor asked
 * to go.
 */
export function RouteScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
