import type { Metadata } from "next";
import { RequireAuth } from "@/components/account/RequireAuth";
import { FoundryCheckout } from "@/components/checkout/FoundryCheckout";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import { getCheckoutSetup } from "@/lib/checkout/get-checkout-setup";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false, follow: false },
};

/**
 * /checkout (spec 2.8, 4.5; DESIGN 4.7): fonts attach to an account, so a visitor is sent to
 * log in and brought back (DESIGN 7.1).
 */
export default async function CheckoutRoute() {
  const setup = await getCheckoutSetup();
  return (
    <PageContainer>
      <PageTitle>Checkout</PageTitle>
      <RequireAuth>
        <FoundryCheckout {...setup} />
      </RequireAuth>
    </PageContainer>
  );
}
