import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginScreen } from "@/components/account/LoginScreen";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import { getResetRequestSetup } from "@/lib/account/get-reset-request-setup";
import { indexMetadata } from "@/lib/pages/metadata";

// Read per request: the form reads where to go next from the query (`?next=`).
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("login", "Log In");
}

/** Login and registration (spec 2.1, 2.9). */
export default async function LoginPage() {
  const { resetPageUrl } = await getResetRequestSetup();
  return (
    <PageContainer>
      <PageTitle>Log In</PageTitle>
      {/* `next` is read from the address in the browser. */}
      <Suspense>
        <LoginScreen resetPageUrl={resetPageUrl} />
      </Suspense>
    </PageContainer>
  );
}
