import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { type FakeShopApi, fakeShopApi } from "../__fixtures__/shop-api";
import type { CheckoutDetails } from "./checkout-details";
import { EMPTY_CHECKOUT_DETAILS } from "./checkout-details";
import { DECLINED_HELP } from "./checkout-errors";
import { foundryCheckoutRules } from "./checkout-rules";
import {
  CART_CHANGED_NOTICE,
  type CheckoutFlowOptions,
  PROVIDER_UNAVAILABLE_MESSAGE,
  useCheckoutFlow,
} from "./use-checkout-flow";

const rules = foundryCheckoutRules({ requiresShipping: false, lines: [{ licenceType: "web" }] });

const details: CheckoutDetails = {
  ...EMPTY_CHECKOUT_DETAILS,
  name: "Ada Lovelace",
  email: "ada@example.com",
  line1: "1 Printworks Yard",
  city: "London",
  country: "GB",
  domain: "lovelace.example",
};

const preview = {
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

const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 35", cvc: "123" };

/** A shop that previews, finalizes (once per invoice) and takes the test cards. */
function shop(
  finalize: () => unknown = () => ({
    errors: [],
    clientSecret: "pi_secret",
    number: "MER-2026-000007",
    invoiceId: 7,
    provider: "test",
    invoiceKey: null,
  }),
  previewed: typeof preview = preview,
) {
  return fakeShopApi({
    createInvoice: () => ({ errors: [], invoice: previewed }),
    finalizeInvoice: finalize,
    confirmTestPayment: (args) =>
      String(args.cardNumber).startsWith("4000")
        ? {
            status: "failed",
            invoiceId: 7,
            errors: [
              {
                code: "CARD_DECLINED",
                field: "cardNumber",
                message: "Your card was declined.",
                data: null,
              },
            ],
          }
        : { status: "succeeded", invoiceId: 7, errors: [] },
  });
}

function renderFlow(api: FakeShopApi, options: Partial<CheckoutFlowOptions> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={api.client}>{children}</Provider>
  );
  return renderHook(() => useCheckoutFlow({ rules, provider: "test", ...options }), { wrapper });
}

describe("useCheckoutFlow", () => {
  it("previews the cookie cart's totals, then pays once through a decline and a good card", async () => {
    const api = shop();
    const onPreview = vi.fn();
    const onPaid = vi.fn();
    const { result } = renderFlow(api, { onPreview, onPaid });

    await act(async () => {
      expect(await result.current.calculate(details)).toEqual({ fields: {}, general: [] });
    });
    expect(result.current.step.name).toBe("payment");
    expect(onPreview).toHaveBeenLastCalledWith(expect.objectContaining({ total: 60 }));
    // The foundry sends no items: the API reads the cookie cart.
    expect(api.sent.find((op) => op.operationName === "CreateInvoice")?.variables.items).toBe(null);

    let refused = { fields: {}, general: [] as string[] };
    await act(async () => {
      refused = await result.current.pay(
        result.current.confirmTestCard({ ...card, cardNumber: "4000 0000 0000 0002" }),
      );
    });
    expect(refused.general).toEqual([`Your card was declined. ${DECLINED_HELP}`]);
    expect(onPaid).not.toHaveBeenCalled();

    await act(async () => {
      await result.current.pay(result.current.confirmTestCard(card));
    });
    await waitFor(() => expect(result.current.step.name).toBe("complete"));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid.mock.calls[0]?.[0]).toMatchObject({ invoiceId: 7, number: "MER-2026-000007" });
    // The retry reused the finalized invoice: one payment for one order.
    expect(api.count("FinalizeInvoice")).toBe(1);
    expect(api.count("ConfirmTestPayment")).toBe(2);
    expect(api.sent.find((op) => op.operationName === "FinalizeInvoice")?.variables).toMatchObject({
      invoiceId: 7,
      domain: "lovelace.example",
      basicBrand: "",
    });
  });

  it("pays once however often Pay is pressed", async () => {
    const api = shop();
    const { result } = renderFlow(api);
    await act(async () => {
      await result.current.calculate(details);
    });
    await act(async () => {
      const confirm = result.current.confirmTestCard(card);
      await Promise.all([result.current.pay(confirm), result.current.pay(confirm)]);
    });
    expect(api.count("FinalizeInvoice")).toBe(1);
    expect(api.count("ConfirmTestPayment")).toBe(1);
  });

  it("goes back to the details when the cart changed under the preview", async () => {
    const api = shop(() => ({
      errors: [{ code: "CART_CHANGED", field: null, message: "Your cart changed.", data: null }],
    }));
    const onPreview = vi.fn();
    const { result } = renderFlow(api, { onPreview });
    await act(async () => {
      await result.current.calculate(details);
    });
    await act(async () => {
      await result.current.pay(result.current.confirmTestCard(card));
    });
    expect(result.current.step).toMatchObject({
      name: "details",
      details,
      notice: "Your cart changed.",
    });
    expect(onPreview).toHaveBeenLastCalledWith(null);
  });

  it("drops the preview and goes back to the details when the cart changes before paying", async () => {
    const api = shop();
    const onPreview = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider value={api.client}>{children}</Provider>
    );
    const { result, rerender } = renderHook(
      ({ previewLost }: { previewLost: boolean }) =>
        useCheckoutFlow({ rules, provider: "test", onPreview, previewLost }),
      { wrapper, initialProps: { previewLost: false } },
    );
    await act(async () => {
      await result.current.calculate(details);
    });
    expect(result.current.step.name).toBe("payment");
    rerender({ previewLost: true });
    await waitFor(() =>
      expect(result.current.step).toMatchObject({ name: "details", notice: CART_CHANGED_NOTICE }),
    );
    expect(onPreview).toHaveBeenLastCalledWith(null);
  });

  it("refuses to pay with a card form the API did not create the payment for", async () => {
    const api = shop();
    const { result } = renderFlow(api, { provider: "stripe" });
    await act(async () => {
      await result.current.calculate(details);
    });
    let refused = { fields: {}, general: [] as string[] };
    await act(async () => {
      refused = await result.current.pay(async () => ({ status: "succeeded" }));
    });
    expect(refused.general).toEqual([PROVIDER_UNAVAILABLE_MESSAGE]);
    expect(result.current.step.name).toBe("payment");
  });

  it("places an order of nothing without a card: FinalizeInvoice paid it (an upgrade's credit)", async () => {
    const api = shop(
      () => ({
        errors: [],
        clientSecret: "",
        number: "MER-2026-000008",
        invoiceId: 8,
        provider: "none",
        invoiceKey: null,
      }),
      { ...preview, invoiceId: 8, subtotal: 0, tax: 0, total: 0 },
    );
    const onPaid = vi.fn();
    const { result } = renderFlow(api, { onPaid });
    await act(async () => {
      await result.current.calculate(details);
    });
    await act(async () => {
      expect(await result.current.placeOrder()).toEqual({ fields: {}, general: [] });
    });
    await waitFor(() => expect(result.current.step.name).toBe("complete"));
    expect(onPaid.mock.calls[0]?.[0]).toMatchObject({ invoiceId: 8, provider: "none" });
    expect(api.count("ConfirmTestPayment")).toBe(0);
  });

  it("refuses an order of nothing the API still wants paid by card", async () => {
    const api = shop(undefined, { ...preview, total: 0 });
    const { result } = renderFlow(api);
    await act(async () => {
      await result.current.calculate(details);
    });
    let refused = { fields: {}, general: [] as string[] };
    await act(async () => {
      refused = await result.current.placeOrder();
    });
    expect(refused.general).toEqual([PROVIDER_UNAVAILABLE_MESSAGE]);
    expect(result.current.step.name).toBe("payment");
  });
});
