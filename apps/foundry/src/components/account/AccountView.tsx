"use client";

import { useAuth } from "@meridian/graphql/client";
import { AccountDetailsForm } from "./AccountDetailsForm";
import * as styles from "./account.css";
import { DownloadList } from "./DownloadList";
import { InvoiceList } from "./InvoiceList";
import { LicenceList } from "./LicenceList";
import { LogoutButton } from "./LogoutButton";
import { PasswordChangeForm } from "./PasswordChangeForm";

/**
 * /account (spec 2.10) for the signed-in customer: details, password, invoices, downloads, and
 * the licences with their upgrades (DESIGN 4.10).
 */
export function AccountView() {
  const { viewer } = useAuth();
  if (!viewer) return null;
  return (
    <>
      <p className={styles.signedInAs}>
        <span>
          Logged in as {viewer.name} ({viewer.email})
        </span>
        <LogoutButton />
      </p>
      <div className={styles.layout}>
        <AccountDetailsForm viewer={viewer} />
        <PasswordChangeForm viewer={viewer} />
        <InvoiceList />
        <DownloadList />
        <LicenceList />
      </div>
    </>
  );
}
