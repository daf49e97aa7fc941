import type { Metadata } from "next";
import { Suspense } from "react";
import { ResetPasswordForm } from "@/components/account/ResetPasswordForm";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Reset your password",
  // The token in the address must not travel on to another site, nor be indexed.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The target of the password-reset e-mail (spec 2.1, 2.9). */
export default function ResetPasswordPage() {
  return (
    <PageContainer>
      <PageTitle>Set a new password</PageTitle>
      {/* The token is read from the address in the browser. */}
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </PageContainer>
  );
}
