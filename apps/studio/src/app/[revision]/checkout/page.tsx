import { countryOptions } from "@meridian/cart/checkout";
import { ShopProvider } from "@meridian/graphql/client";
import type { Metadata } from "next";
import { CheckoutPage } from "../../../components/checkout/CheckoutPage";
import * as frame from "../../../components/shell/frame.css";
import { env } from "../../../env";
import { getInvoiceSeller } from "../../../lib/checkout/get-invoice-seller";

// One visitor's: rendered for each request and kept by no cache (DESIGN 4.13).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false, follow: false },
};

/** The guest checkout of the studio's goods cart (spec 2.14, 4.5; DESIGN 4.7). */
export default async function Checkout() {
  const seller = await getInvoiceSeller();
  return (
    <div className={frame.page}>
      <div className={frame.pageHead}>
        <h1 className={frame.pageTitle}>Checkout</h1>
      </div>
      <ShopProvider>
        <CheckoutPage
          countries={countryOptions()}
          seller={seller}
          stripePublishableKey={env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null}
        />
      </ShopProvider>
    </div>
  );
}
