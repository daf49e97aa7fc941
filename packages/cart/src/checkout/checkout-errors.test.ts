import { describe, expect, it } from "vitest";
import {
  type ApiError,
  DECLINED_HELP,
  ITEM_UNAVAILABLE_MESSAGE,
  placeCardErrors,
  placeDetailsErrors,
  placeErrors,
} from "./checkout-errors";
import { foundryCheckoutRules, STUDIO_CHECKOUT_RULES } from "./checkout-rules";

const error = (
  field: string | null,
  message: string,
  code: ApiError["code"] = "INVALID_INPUT",
) => ({
  code,
  field,
  message,
});

describe("placeErrors", () => {
  const accountField = (field: string) =>
    (["email", "password", "name"] as const).find((name) => name === field) ?? null;

  it("puts each message by the field it names, keeping the first per field", () => {
    expect(
      placeErrors(
        [
          error("email", "Please enter a valid email address"),
          error("password", "Use at least 8 characters"),
          error("password", "A second message"),
        ],
        accountField,
      ),
    ).toEqual({
      fields: {
        email: "Please enter a valid email address",
        password: "Use at least 8 characters",
      },
      general: [],
    });
  });

  it("maps the API's argument names onto the form's", () => {
    const trialField = (field: string) => (field === "fontIds" ? "fonts" : null);
    expect(placeErrors([error("fontIds", "Choose at least one font")], trialField).fields).toEqual({
      fonts: "Choose at least one font",
    });
  });

  it("keeps errors about no field the form shows as general messages, in order", () => {
    expect(
      placeErrors(
        [
          error(null, "Invalid email or password", "INVALID_CREDENTIALS"),
          error("redirectUrl", "The reset link must lead to one of our sites"),
        ],
        accountField,
      ),
    ).toEqual({
      fields: {},
      general: ["Invalid email or password", "The reset link must lead to one of our sites"],
    });
  });
});

describe("placeDetailsErrors", () => {
  it("puts an error by the field of the same name", () => {
    expect(
      placeDetailsErrors(
        [error("email", "Please enter a valid email address")],
        { sameAddress: true },
        STUDIO_CHECKOUT_RULES,
      ),
    ).toEqual({ fields: { email: "Please enter a valid email address" }, general: [] });
  });

  it.each([
    [true, "shippingCountry"],
    [false, "country"],
  ])("puts a billing country error by %s → %s", (sameAddress, field) => {
    const placed = placeDetailsErrors(
      [error("country", "Choose a country")],
      { sameAddress },
      STUDIO_CHECKOUT_RULES,
    );
    expect(placed.fields).toEqual({ [field]: "Choose a country" });
  });

  it("puts the delivery company by the company name", () => {
    const placed = placeDetailsErrors(
      [error("shippingCompanyName", "Too long")],
      { sameAddress: true },
      STUDIO_CHECKOUT_RULES,
    );
    expect(placed.fields).toEqual({ companyName: "Too long" });
  });

  it("keeps the first error of a field", () => {
    const placed = placeDetailsErrors(
      [error("name", "first"), error("name", "second")],
      { sameAddress: true },
      STUDIO_CHECKOUT_RULES,
    );
    expect(placed.fields).toEqual({ name: "first" });
  });

  it("says above the form what names no field on it", () => {
    const placed = placeDetailsErrors(
      [
        error("items.0.productId", "No product with this id", "NOT_FOUND"),
        error("cart", "Your cart changed", "CART_CHANGED"),
        error(null, "The totals changed", "CART_CHANGED"),
      ],
      { sameAddress: true },
      STUDIO_CHECKOUT_RULES,
    );
    expect(placed).toEqual({
      fields: {},
      general: [ITEM_UNAVAILABLE_MESSAGE, "Your cart changed", "The totals changed"],
    });
  });
});

describe("placeDetailsErrors in the foundry's form", () => {
  const rules = foundryCheckoutRules({
    requiresShipping: true,
    lines: [{ licenceType: "web" }, { licenceType: "not_applicable" }],
  });

  it("puts a delivery error by the billing field it was copied from", () => {
    const placed = placeDetailsErrors(
      [error("shippingLine1", "Please enter the first line of the delivery address")],
      { sameAddress: true },
      rules,
    );
    expect(placed.fields).toEqual({
      line1: "Please enter the first line of the delivery address",
    });
  });

  it("puts a licence detail by its field", () => {
    const placed = placeDetailsErrors(
      [error("domain", "Please enter the domain name for the web licence")],
      { sameAddress: true },
      rules,
    );
    expect(placed.fields).toEqual({ domain: "Please enter the domain name for the web licence" });
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
