import { describe, expect, it } from "vitest";
import { type AddItemInput, addItemVariables } from "./add-item";

describe("addItemVariables", () => {
  it.each<[string, AddItemInput, unknown]>([
    [
      "goods as 'Goods' with the variant",
      { itemType: "goods", productId: "poster", variantId: "a2" },
      { itemType: "Goods", productId: "poster", variantId: "a2" },
    ],
    [
      "goods without a variant",
      { itemType: "goods", productId: "poster" },
      { itemType: "Goods", productId: "poster", variantId: null },
    ],
    [
      "a family with the licence type's index and Startup by default",
      { itemType: "family", productId: "inter", licenceType: "social" },
      { itemType: "family", productId: "inter", styleId: null, licenceType: 3, licenceSize: 0 },
    ],
    [
      "an upgrade with the licence it grows from, its target and size",
      {
        itemType: "upgrade",
        upgradeFrom: "licence-1",
        productId: "inter",
        styleId: null,
        licenceSize: 1,
      },
      {
        itemType: "upgrade",
        productId: "inter",
        styleId: null,
        licenceSize: 1,
        upgradeFrom: "licence-1",
      },
    ],
    [
      "a style with its style id and size",
      {
        itemType: "style",
        productId: "inter",
        styleId: "bold",
        licenceType: "logo",
        licenceSize: 2,
      },
      { itemType: "style", productId: "inter", styleId: "bold", licenceType: 4, licenceSize: 2 },
    ],
    [
      "basic as index 0",
      { itemType: "family", productId: "inter", licenceType: "basic" },
      { itemType: "family", productId: "inter", styleId: null, licenceType: 0, licenceSize: 0 },
    ],
  ])("sends %s", (_, input, variables) => {
    expect(addItemVariables(input)).toEqual({ ok: true, variables });
  });

  it.each<[string, AddItemInput]>([
    ["no product id", { itemType: "goods", productId: "" }],
    ["no item type", { itemType: "" as "goods", productId: "poster" }],
    [
      "no style id for a style",
      { itemType: "style", productId: "inter", styleId: "", licenceType: "web" },
    ],
    [
      "an unknown licence type",
      { itemType: "family", productId: "inter", licenceType: "print" as "web" },
    ],
    [
      "an unknown size",
      { itemType: "family", productId: "inter", licenceType: "web", licenceSize: 9 as 0 },
    ],
  ])("refuses %s", (_, input) => {
    expect(addItemVariables(input).ok).toBe(false);
  });
});
