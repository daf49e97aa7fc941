import type { Metadata } from "next";
import { mayActAs, requireStaff } from "../../../lib/staff";
import { staffApi } from "../../../lib/staff-api";
import * as styles from "../../admin.css";
import { AccountActions, NewAccountForm } from "./AccountForms";

export const metadata: Metadata = { title: "Staff" };

interface Account {
  id: string;
  email: string;
  name: string;
  role: string;
  totpEnabled: boolean;
  disabledAt: string | null;
}

/** The staff accounts (admin): who may do what, new accounts, roles, disabling. */
export default async function StaffPage() {
  const staff = await requireStaff();
  if (!mayActAs(staff.role, "ADMIN")) {
    return (
      <>
        <h1>Staff</h1>
        <p>Staff accounts need the admin role.</p>
      </>
    );
  }
  const { staffAccounts } = await staffApi<{ staffAccounts: Account[] }>(
    "{ staffAccounts { id email name role totpEnabled disabledAt } }",
  );
  return (
    <>
      <h1>Staff</h1>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {["Account", "Role", "Second factor", "State", "Change"].map((heading) => (
                <th key={heading} scope="col" className={styles.cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {staffAccounts.map((account) => (
              <tr key={account.id}>
                <td className={styles.cell}>
                  {account.name}
                  <br />
                  {account.email}
                </td>
                <td className={styles.cell}>{account.role.toLowerCase()}</td>
                <td className={styles.cell}>{account.totpEnabled ? "Set up" : "Not yet"}</td>
                <td className={styles.cell}>{account.disabledAt ? "Disabled" : "Active"}</td>
                <td className={styles.cell}>
                  {account.email === staff.email ? (
                    "You"
                  ) : (
                    <AccountActions
                      id={account.id}
                      email={account.email}
                      role={account.role}
                      disabled={account.disabledAt !== null}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>New account</h2>
      <NewAccountForm />
    </>
  );
}
