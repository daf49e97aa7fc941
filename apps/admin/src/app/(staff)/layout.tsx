import { Button } from "@meridian/ui/button";
import type { ReactNode } from "react";
import { mayActAs, requireStaff } from "../../lib/staff";
import * as styles from "../admin.css";
import { signOut } from "./actions";
import { NavLink } from "./NavLink";

/**
 * Every staff page: signed-out visitors and shop customers are sent to the sign-in page, and the
 * navigation shows what the signed-in role may do (an editor sees no Publish). The API checks
 * the role again on every call.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>Meridian admin</span>
        <nav aria-label="Admin" className={styles.nav}>
          <NavLink href="/content">Content</NavLink>
          {mayActAs(staff.role, "PUBLISHER") && <NavLink href="/publish">Publish</NavLink>}
          <NavLink href="/history">History</NavLink>
          {mayActAs(staff.role, "ADMIN") && <NavLink href="/staff">Staff</NavLink>}
        </nav>
        <span>
          {staff.name} ({staff.role.toLowerCase()})
        </span>
        <form action={signOut}>
          <Button type="submit" size="small">
            Sign out
          </Button>
        </form>
      </header>
      <main className={styles.main}>{children}</main>
    </>
  );
}
