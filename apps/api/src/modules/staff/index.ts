/**
 * Staff accounts, roles, sign-in with a second factor, staff sessions
 *
 * Staff are not shop customers (DESIGN 4.12): their own accounts, sessions and cookie. Every
 * staff operation, in any module, asks `requireStaff` for the role it needs.
 */
export { requireStaff } from "./roles";
export {
  createFirstAdmin,
  DEVELOPMENT_STAFF,
  DEVELOPMENT_STAFF_PASSWORD,
  findStaffSession,
  seedDevelopmentStaff,
} from "./staff-accounts-service";
export { deleteExpiredStaffSessions } from "./staff-repository";
export { totpCode } from "./totp";
