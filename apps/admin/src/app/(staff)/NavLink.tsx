"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import * as styles from "../admin.css";

/** A link of the admin's navigation, marked as the current page under its path. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link href={href} className={styles.navLink} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
