"use client";

import { Panel } from "@meridian/ui/panel";
import { usePathname } from "next/navigation";
import { useState } from "react";
import * as controlStyles from "./header-control.css";
import * as styles from "./MenuButton.css";
import { StudioContacts, type StudioContactsProps } from "./StudioContacts";
import { StudioLinks } from "./StudioLinks";

export type MenuContacts = StudioContactsProps;

/**
 * 'Menu' and its half-screen panel (spec 2.14): the studio's sections, its e-mail and social
 * links. The panel locks the page's scrolling, keeps focus inside and closes on Escape, a click
 * outside or a link followed.
 */
export function MenuButton({ email, socialLinks }: MenuContacts) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={controlStyles.control}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Menu
      </button>
      <Panel open={open} onClose={close} title="Menu">
        <div className={styles.body}>
          <nav aria-label="Studio">
            <StudioLinks pathname={pathname} layout="stacked" size="large" onNavigate={close} />
          </nav>
          <StudioContacts email={email} socialLinks={socialLinks} />
        </div>
      </Panel>
    </>
  );
}
