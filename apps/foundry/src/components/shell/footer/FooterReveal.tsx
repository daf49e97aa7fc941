"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useState } from "react";
import { CONTENT_ID } from "../content-id";
import * as styles from "./Footer.css";

/** Spec 2.5, 9: the footer shows at the latest this long after a route change. */
export const FOOTER_DEADLINE_MS = 2000;

/** A region still loading marks itself aria-busy (route loading states, skeletons). */
function pageIsLoading(): boolean {
  if (document.readyState !== "complete") return true;
  return document.querySelector(`#${CONTENT_ID} [aria-busy="true"]`) !== null;
}

/**
 * Holds the footer back while a page loads, so it does not flash up under a half-drawn page
 * and then jump down (spec 2.5): it shows once nothing in the page is busy, or 2 seconds after
 * the route change at the latest. The footer keeps its space while hidden, and before the
 * page's script runs a CSS animation reveals it on the same deadline.
 */
export function FooterReveal({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState<string | null>(null);
  const shown = shownFor === pathname;

  useEffect(() => {
    let revealed = false;
    const reveal = () => {
      if (revealed) return;
      revealed = true;
      setShownFor(pathname);
      cleanUp();
    };
    const check = () => {
      if (!pageIsLoading()) reveal();
    };
    const timer = window.setTimeout(reveal, FOOTER_DEADLINE_MS);
    const observer = new MutationObserver(check);
    const content = document.getElementById(CONTENT_ID);
    if (content) {
      observer.observe(content, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["aria-busy"],
      });
    }
    window.addEventListener("load", check);
    function cleanUp() {
      window.clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener("load", check);
    }
    // The new page has committed by now; it may already be complete.
    const frame = window.requestAnimationFrame(check);
    return () => {
      window.cancelAnimationFrame(frame);
      cleanUp();
    };
  }, [pathname]);

  return (
    <div
      className={shown ? styles.shown : styles.waiting}
      data-footer-state={shown ? "shown" : "waiting"}
    >
      {children}
    </div>
  );
}
