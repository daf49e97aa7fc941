import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginScreen } from "@/components/account/LoginScreen";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import { indexMetadata } from "@/lib/pages/metadata";

export function generateMetadata(): Promise<Metadata> {
  return indexMetadata("login", "Log In");
}

/** Login and registration (spec 2.1, 2.9). */
export default function LoginPage() {
  return (
    <PageContainer>
      <PageTitle>Log In</PageTitle>
      {/* `next` is read from the address in the browser. */}
      <Suspense>
        <LoginScreen />
      </Suspense>
    </PageContainer>
  );
}
