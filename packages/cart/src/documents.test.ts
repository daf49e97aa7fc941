import { type DocumentNode, print, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { shopSchema } from "./__fixtures__/shop-api";
import * as documents from "./documents";

const operations = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === "object" && entry[1] !== null && "kind" in entry[1],
);

describe("cart documents", () => {
  it("covers the cart operations of spec 7.2", () => {
    expect(operations.map(([name]) => name).sort()).toEqual([
      "AddItemToCartMutation",
      "AdoptCartMutation",
      "CartQuery",
      "ClearCartMutation",
      "RemoveItemFromCartMutation",
      "ShareCartMutation",
      "UpdateCartLicenceSizeMutation",
      "UpdateCurrencyMutation",
    ]);
  });

  it.each(operations)("%s validates against the shop schema", (_, document) => {
    expect(validate(shopSchema, document).map((error) => error.message)).toEqual([]);
  });

  it.each(operations)("%s is named after its operation", (name, document) => {
    expect(print(document)).toMatch(
      new RegExp(`(query|mutation) ${name.replace(/(Query|Mutation)$/, "")}\\b`),
    );
  });
});
