import type { ConfirmPayment, FinalizedInvoice } from "@meridian/cart/checkout";
import { DECLINED_HELP, PAYMENT_UNCONFIRMED_MESSAGE } from "@meridian/cart/checkout";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { PaymentForm } from "./PaymentForm";

// Stripe.js and its React bindings stand in for the network: the Payment Element is a plain
// element, and elements.submit() and confirmPayment answer as each test says.
const confirmPayment = vi.fn();
const submitElements = vi.fn(async () => ({}) as { error?: { message: string } });
const elements = { submit: submitElements };
const elementsOptions = vi.fn();
const loadStripe = vi.fn(async (_key: string) => ({ confirmPayment }));
// null while Stripe.js is still loading, as useStripe() answers then.
const useStripe = vi.fn((): { confirmPayment: typeof confirmPayment } | null => ({
  confirmPayment,
}));
vi.mock("@stripe/stripe-js", () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    elementsOptions(options);
    return children;
  },
  PaymentElement: () => <div data-testid="stripe-payment" />,
  useStripe: () => useStripe(),
  useElements: () => elements,
}));

const invoice: FinalizedInvoice = {
  clientSecret: "pi_123_secret_456",
  number: "MER-2026-000007",
  invoiceId: 7,
  invoiceKey: null,
  provider: "stripe",
};

/** A flow whose pay() runs the card form's confirmer on a finalized invoice. */
function flow() {
  const outcomes: unknown[] = [];
  return {
    outcomes,
    paying: false,
    confirmTestCard: vi.fn(),
    placeOrder: vi.fn(async () => ({ fields: {}, general: [] as string[] })),
    pay: vi.fn(async (confirm: ConfirmPayment) => {
      const result = await confirm(invoice);
      outcomes.push(result);
      return result.status === "refused" ? result.errors : { fields: {}, general: [] };
    }),
  };
}

const returnUrl = (paid: FinalizedInvoice) =>
  `https://foundry.example/account/invoices/${paid.invoiceId}?thanks=1`;

const billingDetails = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  address: { line1: "4 Printworks Yard", city: "London", postal_code: "EC1R 0AT", country: "GB" },
};

describe("PaymentForm", () => {
  it("shows the test provider's card form without a publishable key", () => {
    render(
      <PaymentForm
        publishableKey={null}
        payLabel="Pay £60.00"
        nothingToPay={false}
        amount={6000}
        currency="GBP"
        returnUrl={returnUrl}
        flow={flow()}
        billingDetails={billingDetails}
      />,
    );
    expect(screen.getByLabelText("Card number")).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("opens Stripe's Payment Element for the preview's amount, and confirms it with Stripe.js", async () => {
    const user = userEvent.setup();
    const payment = flow();
    render(
      <PaymentForm
        publishableKey="pk_test_123"
        payLabel="Pay £60.00"
        nothingToPay={false}
        amount={6000}
        currency="GBP"
        returnUrl={returnUrl}
        flow={payment}
        billingDetails={billingDetails}
      />,
    );
    await screen.findByTestId("stripe-payment");
    expect(loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(elementsOptions).toHaveBeenLastCalledWith(
      expect.objectContaining({ mode: "payment", amount: 6000, currency: "gbp" }),
    );

    // What was entered is incomplete: Stripe says so, nothing is finalized or confirmed.
    submitElements.mockResolvedValueOnce({ error: { message: "Your card number is incomplete." } });
    await user.click(screen.getByRole("button", { name: "Pay £60.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your card number is incomplete.");
    expect(payment.pay).not.toHaveBeenCalled();

    confirmPayment.mockResolvedValueOnce({
      error: { type: "card_error", message: "Your card was declined." },
    });
    await user.click(screen.getByRole("button", { name: "Pay £60.00" }));
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      clientSecret: "pi_123_secret_456",
      confirmParams: {
        return_url: "https://foundry.example/account/invoices/7?thanks=1",
        payment_method_data: {
          billing_details: { name: "Ada Lovelace", email: "ada@example.com" },
        },
      },
      redirect: "if_required",
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Your card was declined. ${DECLINED_HELP}`,
    );

    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: "requires_action" } });
    await user.click(screen.getByRole("button", { name: "Pay £60.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe(PAYMENT_UNCONFIRMED_MESSAGE);

    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: "succeeded" } });
    await user.click(screen.getByRole("button", { name: "Pay £60.00" }));
    expect(payment.outcomes.at(-1)).toEqual({ status: "succeeded" });
  });

  it("says Pay is getting ready while Stripe.js loads, and takes no click until it has", async () => {
    const user = userEvent.setup();
    const payment = flow();
    useStripe.mockReturnValue(null);
    const { rerender } = render(
      <PaymentForm
        publishableKey="pk_test_123"
        payLabel="Pay £60.00"
        nothingToPay={false}
        amount={6000}
        currency="GBP"
        returnUrl={returnUrl}
        flow={payment}
        billingDetails={billingDetails}
      />,
    );
    const pay = await screen.findByRole("button", { name: "Pay £60.00: Getting ready…" });
    expect(pay.getAttribute("aria-disabled")).toBe("true");
    // Focusable, so a keyboard user hears why it waits; a click submits nothing.
    pay.focus();
    expect(document.activeElement).toBe(pay);
    await user.click(pay);
    expect(payment.pay).not.toHaveBeenCalled();

    useStripe.mockReturnValue({ confirmPayment });
    rerender(
      <PaymentForm
        publishableKey="pk_test_123"
        payLabel="Pay £60.00"
        nothingToPay={false}
        amount={6000}
        currency="GBP"
        returnUrl={returnUrl}
        flow={payment}
        billingDetails={billingDetails}
      />,
    );
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: "succeeded" } });
    await user.click(screen.getByRole("button", { name: "Pay £60.00" }));
    expect(payment.outcomes.at(-1)).toEqual({ status: "succeeded" });
  });

  it("asks for no card when there is nothing to pay, and places the order once asked", async () => {
    const user = userEvent.setup();
    loadStripe.mockClear();
    const payment = flow();
    payment.placeOrder.mockResolvedValueOnce({
      fields: {},
      general: ["Something went wrong and nothing was charged. Please try again in a moment."],
    });
    render(
      <PaymentForm
        publishableKey="pk_test_123"
        payLabel="Pay £0.00"
        nothingToPay
        amount={0}
        currency="GBP"
        returnUrl={returnUrl}
        flow={payment}
        billingDetails={billingDetails}
      />,
    );
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(
      screen.getByText("There is nothing to pay for this order, so no card is needed."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Something went wrong and nothing was charged. Please try again in a moment.",
    );
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(payment.placeOrder).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
