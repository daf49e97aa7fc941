"use client";

import { buildCartView, cartModelFromServer } from "@meridian/cart";
import {
  EMPTY_CHECKOUT_DETAILS,
  foundryCheckoutRules,
  useCheckoutFlow,
} from "@meridian/cart/checkout";
import { useAuth } from "@meridian/graphql/client";
import { paymentProviderFor } from "@meridian/shop-ui/checkout/payment-form";
import { CheckoutSteps } from "@meridian/shop-ui/checkout/steps";
import { useRouter } from "next/navigation";
import { useEffect, useMemo } from "react";
import { cartSignature } from "@/lib/checkout/cart-signature";
import type { CheckoutSetup } from "@/lib/checkout/get-checkout-setup";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";
import { EmptyCartNotice, OverLimitNotice } from "./CheckoutNotice";
import { CheckoutSummary } from "./CheckoutSummary";
import * as styles from "./checkout.css";

/**
 * The foundry's checkout for a signed-in customer (spec 2.8, 4.5; DESIGN 4.7): the details with
 * the licence details of the cart's licence types, the preview invoice's totals in the order
 * summary (the cart in snapshot mode), then the card. A paid order opens its invoice with a
 * thank-you line; a cart over the limit gets the purchase enquiry instead.
 */
export function FoundryCheckout({ countries, enquiryEmail, stripePublishableKey }: CheckoutSetup) {
  const cart = useFoundryCart();
  const router = useRouter();
  const model = cartModelFromServer(cart.cart);
  const signature = cartSignature(cart.cart);
  const rules = useMemo(
    () => foundryCheckoutRules(model),
    // The rules follow what is in the cart, which the signature names (the model is new each render).
    [signature, model.requiresShipping],
  );
  // The preview lives with the cart, so the header's cart panel shows its totals too.
  const { checkoutPreview: preview, setCheckoutPreview: setPreview } = cart;
  useEffect(() => () => setPreview(null), [setPreview]);
  const { refetch } = cart;
  const { viewer } = useAuth();

  const flow = useCheckoutFlow({
    rules,
    // A signed-in customer's name and e-mail are known: the form starts with them.
    initialDetails: {
      ...EMPTY_CHECKOUT_DETAILS,
      name: viewer?.name ?? "",
      email: viewer?.email ?? "",
    },
    provider: paymentProviderFor(stripePublishableKey),
    onPreview: (invoice) => setPreview(invoice && { invoice, signature }),
    onPaid: (invoice) => {
      // The paid cart is closed and the customer has a new, empty one.
      refetch();
      router.push(`/account/invoices/${invoice.invoiceId}?thanks=1`);
    },
    previewLost: preview !== null && preview.signature !== signature,
  });
  const { step } = flow;

  const view = buildCartView({
    cart: cart.cart,
    enquiryEmail,
    snapshot: true,
    onCheckoutPage: true,
    calculating: flow.calculating,
    invoice: preview?.invoice ?? null,
    unconfirmed: cart.unconfirmed,
  });

  if (cart.cart === null) {
    return (
      <p className={styles.note} role="status" aria-busy="true">
        {cart.error
          ? "Your cart could not be loaded. Please reload the page."
          : "Loading your cart…"}
      </p>
    );
  }
  if (step.name === "complete") {
    return (
      <p className={styles.lede} role="status">
        Payment received. Opening your invoice…
      </p>
    );
  }
  if (view.isEmpty) return <EmptyCartNotice />;
  if (view.checkout.kind === "enquiry") return <OverLimitNotice enquiry={view.checkout} />;

  return (
    <CheckoutSteps
      flow={flow}
      rules={rules}
      countries={countries}
      stripePublishableKey={stripePublishableKey}
      paymentReturnUrl={(invoice) =>
        new URL(`/account/invoices/${invoice.invoiceId}?thanks=1`, window.location.href).href
      }
      summary={<CheckoutSummary view={view} />}
      summaryClassName={styles.summary}
    />
  );
}
