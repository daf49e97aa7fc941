import {
  CART_CHANGED_NOTICE,
  type CheckoutDetails,
  type CheckoutFlow,
  type CheckoutStep,
  EMPTY_CHECKOUT_DETAILS,
  foundryCheckoutRules,
} from "@meridian/cart/checkout";
import type { InvoicePreviewFieldsFragment } from "@meridian/graphql/client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CheckoutSteps } from "./CheckoutSteps";

const rules = foundryCheckoutRules({ requiresShipping: false, lines: [{ licenceType: "web" }] });
const countries = [{ value: "GB", label: "United Kingdom" }];
const details: CheckoutDetails = {
  ...EMPTY_CHECKOUT_DETAILS,
  name: "Ada Lovelace",
  email: "ada@example.com",
  line1: "4 Printworks Yard",
  city: "London",
  country: "GB",
  domain: "lovelace.example",
};
const preview: InvoicePreviewFieldsFragment = {
  invoiceId: 7,
  currency: "GBP",
  subtotal: 50,
  discount: 0,
  shipping: 0,
  tax: 10,
  taxRate: 0.2,
  taxName: "VAT",
  taxCountry: "GB",
  vatValid: false,
  vatUnverified: false,
  total: 60,
};
const payment: CheckoutStep = { name: "payment", details, preview, finalized: null };

function flowAt(step: CheckoutStep, editDetails = vi.fn()): CheckoutFlow {
  return {
    step,
    calculating: false,
    paying: false,
    calculate: vi.fn(),
    editDetails,
    pay: vi.fn(),
    confirmTestCard: vi.fn(),
    placeOrder: vi.fn(),
  } as CheckoutFlow;
}

function renderSteps(step: CheckoutStep) {
  const editDetails = vi.fn();
  const steps = (flow: CheckoutFlow) => (
    <CheckoutSteps
      flow={flow}
      rules={rules}
      countries={countries}
      stripePublishableKey={null}
      paymentReturnUrl={() => "http://localhost/account/invoices/7?thanks=1"}
      emailHint="Your receipt is sent here."
      summary={<p>Summary</p>}
    />
  );
  const view = render(steps(flowAt(step, editDetails)));
  return {
    editDetails,
    moveTo: (next: CheckoutStep) => view.rerender(steps(flowAt(next, editDetails))),
  };
}

describe("CheckoutSteps", () => {
  it("moves focus to the Payment heading, and back to Your details when the buyer edits them", async () => {
    const { editDetails, moveTo } = renderSteps({ name: "details", details, notice: null });
    expect(document.activeElement).toBe(document.body);

    moveTo(payment);
    expect(screen.getByRole("heading", { name: "Payment" })).toBe(document.activeElement);
    await userEvent.click(screen.getByRole("button", { name: "Edit your details" }));
    expect(editDetails).toHaveBeenCalledOnce();

    moveTo({ name: "details", details, notice: null });
    expect(screen.getByRole("heading", { name: "Your details" })).toBe(document.activeElement);
  });

  it("keeps the status region in the page, and says there why the buyer was brought back", () => {
    const { moveTo } = renderSteps(payment);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");

    moveTo({ name: "details", details, notice: CART_CHANGED_NOTICE });
    expect(screen.getByRole("status")).toBe(status);
    expect(status.textContent).toBe(CART_CHANGED_NOTICE);
    expect(screen.getByRole("heading", { name: "Your details" })).toBe(document.activeElement);
  });

  it("reads the details back with the Pay button's total from the preview", () => {
    renderSteps(payment);
    expect(screen.getByText("lovelace.example", { exact: false })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Pay £60\.00/ })).toBeTruthy();
  });
});
