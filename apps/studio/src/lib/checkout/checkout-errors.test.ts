import { describe, expect, it } from "vitest";
import {
  type ApiError,
  DECLINED_HELP,
  ITEM_UNAVAILABLE_MESSAGE,
  placeCardErrors,
  placeDetailsErrors,
} from "./checkout-errors";

const error = (
  field: string | null,
  message: string,
  code: ApiError["code"] = "INVALID_INPUT",
) => ({
  code,
  field,
  message,
});

describe("placeDetailsErrors", () => {
  it("puts an error by the field of the same name", () => {
    expect(
      placeDetailsErrors([error("email", "Please enter a valid email address")], {
        billingSameAsShipping: true,
      }),
    ).toEqual({ fields: { email: "Please enter a valid email address" }, general: [] });
  });

  it.each([
    [true, "shippingCountry"],
    [false, "country"],
  ])("puts a billing country error by %s → %s", (billingSameAsShipping, field) => {
    const placed = placeDetailsErrors([error("country", "Choose a country")], {
      billingSameAsShipping,
    });
    expect(placed.fields).toEqual({ [field]: "Choose a country" });
  });

  it("puts the delivery company by the company name", () => {
    const placed = placeDetailsErrors([error("shippingCompanyName", "Too long")], {
      billingSameAsShipping: true,
    });
    expect(placed.fields).toEqual({ companyName: "Too long" });
  });

  it("keeps the first error of a field", () => {
    const placed = placeDetailsErrors([error("name", "first"), error("name", "second")], {
      billingSameAsShipping: true,
    });
    expect(placed.fields).toEqual({ name: "first" });
  });

  it("says above the form what names no field on it", () => {
    const placed = placeDetailsErrors(
      [
        error("items.0.productId", "No product with this id", "NOT_FOUND"),
        error("cart", "Your cart changed", "CART_CHANGED"),
        error(null, "The totals changed", "CART_CHANGED"),
      ],
      { billingSameAsShipping: true },
    );
    expect(placed).toEqual({
      fields: {},
      general: [ITEM_UNAVAILABLE_MESSAGE, "Your cart changed", "The totals changed"],
    });
  });
});

describe("placeCardErrors", () => {
  it("puts typing mistakes by their card field", () => {
    expect(
      placeCardErrors([
        error("cardNumber", "Your card number is invalid.", "CARD_INVALID"),
        error("cvc", "Your card's security code is invalid.", "CARD_INVALID"),
      ]),
    ).toEqual({
      fields: {
        cardNumber: "Your card number is invalid.",
        cvc: "Your card's security code is invalid.",
      },
      general: [],
    });
  });

  it("says a decline above the Pay button, with what to do next", () => {
    expect(
      placeCardErrors([error("cardNumber", "Your card was declined.", "CARD_DECLINED")]),
    ).toEqual({ fields: {}, general: [`Your card was declined. ${DECLINED_HELP}`] });
  });
});
