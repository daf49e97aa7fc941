import { redirect } from "next/navigation";
import { cache } from "react";
import "server-only";
import { staffApi } from "./staff-api";

export type StaffRole = "EDITOR" | "PUBLISHER" | "ADMIN";
export interface Staff {
  email: string;
  name: string;
  role: StaffRole;
}

const ROLES: readonly StaffRole[] = ["EDITOR", "PUBLISHER", "ADMIN"];

/** Whether `role` may do what `needed` may: each role may do all the roles before it may. */
export function mayActAs(role: StaffRole, needed: StaffRole): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** The signed-in member of staff, asked of the API once per request; null when signed out. */
export const currentStaff = cache(async (): Promise<Staff | null> => {
  const { me } = await staffApi<{ me: Staff | null }>("{ me { email name role } }");
  return me;
});

/** The signed-in member of staff, or the sign-in page for everyone else. */
export async function requireStaff(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect("/sign-in");
  return staff;
}
