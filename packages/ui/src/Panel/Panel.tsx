"use client";

import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { Button } from "../Button/Button";
import { useFocusTrap } from "../lib/focus";
import { useLayer } from "../lib/layers";
import { useScrollLock } from "../lib/scroll-lock";
import { zIndex } from "../theme/tokens";
import * as styles from "./Panel.css";

const PANEL_HEIGHT = Number(zIndex.panel);

export interface PanelProps {
  open: boolean;
  /** Called on the close button, Escape, or a click outside the panel. */
  onClose: () => void;
  /** The dialog's name, shown in its header: 'Cart (3)', 'Menu'. */
  title: ReactNode;
  /** Beside the title, before the close button: the cart's currency Dropdown. */
  headerAside?: ReactNode;
  /** The close button's text. */
  closeLabel?: string;
  /** Pinned under the scrolling body: totals and Checkout. */
  footer?: ReactNode;
  /**
   * What gets focus on opening: by default the dialog itself, so a screen reader announces its
   * name and Tab then walks its contents from the top.
   */
  initialFocus?: RefObject<HTMLElement | null> | "container" | "first";
  className?: string;
  children?: ReactNode;
}

/**
 * A half-screen panel from the right (the cart, the menu). While open it is a modal dialog: the
 * page does not scroll, focus stays inside it, and Escape, the close button or a click outside
 * closes it; focus then returns to whatever opened it.
 */
export function Panel({
  open,
  onClose,
  title,
  headerAside,
  closeLabel = "Close",
  footer,
  initialFocus = "container",
  className,
  children,
}: PanelProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Portals need the document: render nothing until mounted in the browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const isTop = useLayer(open, PANEL_HEIGHT);
  useScrollLock(open);
  useFocusTrap(ref, { active: open && mounted, isTop, initialFocus });

  useEffect(() => {
    if (!open) return;
    // Pointer down rather than click, so a drag that starts outside still counts as outside.
    function onPointerDown(event: PointerEvent) {
      const panel = ref.current;
      if (!panel || !isTop()) return;
      if (event.target instanceof Node && !panel.contains(event.target)) onCloseRef.current();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, isTop]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // A Dropdown that closes on Escape marks the event handled; the panel stays open then.
    if (event.key === "Escape" && !event.defaultPrevented && isTop()) {
      event.preventDefault();
      onCloseRef.current();
    }
  }

  if (!open || !mounted) return null;
  return createPortal(
    <>
      <div className={styles.backdrop} aria-hidden="true" data-panel-backdrop="" />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, className].filter(Boolean).join(" ")}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.headerAside}>
            {headerAside}
            <Button variant="plain" onClick={() => onCloseRef.current()}>
              {closeLabel}
            </Button>
          </div>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </dialog>
    </>,
    document.body,
  );
}
