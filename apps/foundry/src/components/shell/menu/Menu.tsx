"use client";

import { Panel } from "@meridian/ui/panel";
import { usePathname } from "next/navigation";
import { type MouseEvent, type ReactNode, useEffect, useState } from "react";
import * as styles from "../header-controls/header-controls.css";

const MENU_TITLE = "Menu";

/**
 * The header's 'Menu' button and the half-screen menu panel it opens (spec 2.3). The panel
 * locks the page's scroll, traps focus and closes on 'Close', Escape, a click outside, a route
 * change, or a click on one of its links (which may lead to the page already open).
 */
export function Menu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  // Closes on every route change.
  useEffect(() => setOpen(false), [pathname]);

  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {MENU_TITLE}
      </button>
      <Panel open={open} onClose={() => setOpen(false)} title={MENU_TITLE}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for clicks on the links inside, which are the interactive elements. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too. */}
        <div onClick={closeOnLink}>{children}</div>
      </Panel>
    </>
  );
}
