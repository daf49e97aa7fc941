import { type RefObject, useEffect } from "react";
import { onLayersChange } from "./layers";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/** The elements Tab can reach inside `container`, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[hidden], [inert]") && element.tabIndex >= 0,
  );
}

export interface FocusTrapOptions {
  active: boolean;
  /**
   * Is this the top layer? Only the top layer holds focus: one that opens under another waits,
   * and takes focus when the layer above it closes.
   */
  isTop?: () => boolean;
  /**
   * What to focus on opening: an element, the container itself (so a screen reader starts at
   * the dialog's name), or the first tabbable element (the default; the container if none).
   */
  initialFocus?: RefObject<HTMLElement | null> | "container" | "first" | undefined;
}

/**
 * Keeps keyboard focus inside `containerRef` while active (Tab and Shift+Tab wrap round, focus
 * that escapes is brought back) and returns it to whatever had it before, usually the opener.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, isTop = () => true, initialFocus }: FocusTrapOptions,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const takeFocus = () => {
      const first =
        initialFocus === "container"
          ? container
          : typeof initialFocus === "object"
            ? initialFocus.current
            : tabbableElements(container)[0];
      (first ?? container).focus({ preventScroll: true });
    };
    if (isTop()) takeFocus();
    // After the closing layer's own clean-up has given focus back to its opener, which may be
    // anywhere: then focus belongs here.
    let pending = false;
    const stopListening = onLayersChange(() => {
      if (pending) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        if (container.isConnected && isTop() && !container.contains(document.activeElement)) {
          takeFocus();
        }
      });
    });

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Tab" || !container || !isTop()) return;
      const tabbable = tabbableElements(container);
      const head = tabbable[0];
      const tail = tabbable[tabbable.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === head || current === container)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && current === tail) {
        event.preventDefault();
        head.focus();
      } else if (!container.contains(current)) {
        event.preventDefault();
        head.focus();
      }
    }

    function onFocusIn(event: FocusEvent) {
      if (!container || !isTop()) return;
      const target = event.target as Node | null;
      if (target && !container.contains(target)) {
        (tabbableElements(container)[0] ?? container).focus({ preventScroll: true });
      }
    }

    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      stopListening();
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, containerRef, initialFocus, isTop]);
}
