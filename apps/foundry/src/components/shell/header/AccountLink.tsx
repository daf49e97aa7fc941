"use client";

import { useAuth } from "@meridian/graphql/client";
import Link from "next/link";
import * as styles from "../header-controls/header-controls.css";

/**
 * 'Account' for a signed-in visitor, else 'Log In' (spec 2.2). While the session is still being
 * read the link keeps its place but stays invisible, so a signed-in visitor never sees 'Log In'
 * flash before 'Account'.
 */
export function AccountLink() {
  const { authenticated } = useAuth();
  if (authenticated) {
    return (
      <Link href="/account" className={styles.action}>
        Account
      </Link>
    );
  }
  const pending = authenticated === null;
  return (
    <Link
      href="/login"
      className={[styles.action, pending ? styles.pending : undefined].filter(Boolean).join(" ")}
      aria-hidden={pending || undefined}
      tabIndex={pending ? -1 : undefined}
    >
      Log In
    </Link>
  );
}
