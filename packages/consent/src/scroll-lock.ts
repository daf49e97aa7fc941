/**
 * Page scroll lock shared by the consent dialog and the menu and cart panels (spec 2.3, 2.6).
 * Reference-counted: the page scrolls again only when the last holder lets go, so closing the
 * menu while the dialog is open does not unlock the page under the dialog. The first lock saves
 * the body's inline overflow and padding and the last release puts them back exactly.
 */
import { useEffect } from "react";

let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * The width the vertical scrollbar takes. Hiding overflow removes it, and without padding in its
 * place the page would jump sideways by that much. 0 where there is no layout (clientWidth 0).
 */
export function scrollbarWidth(): number {
  const clientWidth = document.documentElement.clientWidth;
  if (clientWidth <= 0) return 0;
  return Math.max(window.innerWidth - clientWidth, 0);
}

/** Locks page scrolling; returns a release function that is safe to call more than once. */
export function lockScroll(): () => void {
  if (typeof document === "undefined") return () => {};
  if (holders === 0) {
    const { body } = document;
    const width = scrollbarWidth();
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    if (width > 0) {
      const current = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + width}px`;
    }
    body.style.overflow = "hidden";
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** Whether any holder currently locks the page. */
export function isScrollLocked(): boolean {
  return holders > 0;
}

/** Holds the lock while `active` is true; releases it on false or unmount. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
