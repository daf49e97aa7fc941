import { FORBIDDEN } from "@meridian/graphql/errors";
import { createGraphQLError } from "graphql-yoga";
import { authenticationError } from "../../platform/auth/request-auth";
import type { StaffContext, StaffMember, StaffRole } from "../../platform/graphql/staff-context";

export const STAFF_ROLES: readonly StaffRole[] = ["editor", "publisher", "admin"];

/** Each role may do what the roles before it may (DESIGN 4.12). */
export function mayActAs(role: StaffRole, needed: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}

export const SIGN_IN_REQUIRED = "Sign in as staff to do this.";

/**
 * The signed-in member of staff, when their role may do what needs `needed`: every staff
 * operation asks this first, on the server. Signed out (or a shop customer's token, which is no
 * staff session): AUTHENTICATION_ERROR. Signed in with too small a role: FORBIDDEN.
 */
export async function requireStaff(ctx: StaffContext, needed: StaffRole): Promise<StaffMember> {
  const staff = await ctx.staff();
  if (!staff) throw authenticationError(SIGN_IN_REQUIRED);
  if (!mayActAs(staff.role, needed)) {
    throw createGraphQLError(
      `This needs the ${needed} role; ${staff.email} is ${staff.role === "editor" ? "an" : "a"} ${staff.role}.`,
      { extensions: { code: FORBIDDEN } },
    );
  }
  return staff;
}
