import { useEffect } from "react";
import { scrollLockGap } from "./scroll-lock.css";

/**
 * Page scroll lock shared by every panel and dialog here: reference-counted, so closing one of
 * two open layers keeps the page locked, and releasing the last one restores the page as it was.
 */
let locks = 0;

const ATTRIBUTE = "data-scroll-locked";
/** `--scroll-lock-gap` as vanilla-extract names it: `var(--name)` → `--name`. */
const gapProperty = scrollLockGap.replace(/^var\((--[^,)]+).*$/, "$1");

export function lockScroll(): () => void {
  if (typeof document === "undefined") return () => {};
  if (locks === 0) {
    const html = document.documentElement;
    // clientWidth is 0 where there is no layout (jsdom, a detached document): no gap then.
    const scrollbar = html.clientWidth > 0 ? window.innerWidth - html.clientWidth : 0;
    if (scrollbar > 0) {
      const padding = Number.parseFloat(getComputedStyle(document.body).paddingRight) || 0;
      html.style.setProperty(gapProperty, `${padding + scrollbar}px`);
      html.setAttribute(ATTRIBUTE, "gap");
    } else {
      html.setAttribute(ATTRIBUTE, "");
    }
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      document.documentElement.removeAttribute(ATTRIBUTE);
      document.documentElement.style.removeProperty(gapProperty);
    }
  };
}

/** Whether a layer holds the lock now. */
export function isScrollLocked(): boolean {
  return locks > 0;
}

/** Locks page scrolling while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return lockScroll();
  }, [active]);
}
