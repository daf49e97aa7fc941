import type { Metadata } from "next";
import { AccountView } from "@/components/account/AccountView";
import { RequireAuth } from "@/components/account/RequireAuth";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import { indexMetadata } from "@/lib/pages/metadata";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("account", "Account");
}

/** The customer's account (spec 2.10); a protected path (DESIGN 7.1). */
export default function AccountPage() {
  return (
    <PageContainer>
      <PageTitle>Account</PageTitle>
      <RequireAuth>
        <AccountView />
      </RequireAuth>
    </PageContainer>
  );
}
