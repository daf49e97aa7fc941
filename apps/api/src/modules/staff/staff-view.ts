import type { StaffAccount } from "../../generated/staff-resolvers";
import type { StaffAccountRow } from "./staff-repository";
import { roleName } from "./staff-service";

/** An account as the staff API shows it: never its password hash, secret or codes. */
export function staffAccountView(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleName(row.role),
    totpEnabled: row.totpSecret !== null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
