"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { headerRules } from "../../lib/studio/header-rules";
import { HeaderCart } from "../cart/HeaderCart";
import { MenuButton, type MenuContacts } from "./MenuButton";
import * as styles from "./SiteHeader.css";
import { ThemeToggle } from "./ThemeToggle";

export interface SiteHeaderProps extends MenuContacts {
  /** '{brand} Studio'. */
  name: string;
}

/**
 * The studio's header, laid out by the rules of spec 2.14 for the route shown (header-rules.ts):
 * the studio's name, the cart, the dark-mode toggle and the menu. It renders on the server too,
 * so each route's HTML already has the right header.
 */
export function SiteHeader({ name, email, socialLinks }: SiteHeaderProps) {
  const pathname = usePathname();
  const rules = headerRules(pathname);
  const scrolled = useScrolled(rules.visible && rules.background === "transparent");
  if (!rules.visible) return null;
  const classes = [
    styles.header,
    styles.position[rules.position],
    styles.background[rules.background],
  ];
  return (
    <>
      <header className={classes.join(" ")} data-scrolled={scrolled ? "" : undefined}>
        <Link href="/" className={styles.brand}>
          {name}
        </Link>
        <div className={styles.controls}>
          {rules.showCart ? <HeaderCart /> : null}
          <ThemeToggle />
          <MenuButton email={email} socialLinks={socialLinks} />
        </div>
      </header>
      {rules.position === "fixed" ? <div className={styles.spacer} aria-hidden="true" /> : null}
    </>
  );
}

/** Whether the page has scrolled from its top, watched only while `active`. */
function useScrolled(active: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!active) return;
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [active]);
  return active && scrolled;
}
