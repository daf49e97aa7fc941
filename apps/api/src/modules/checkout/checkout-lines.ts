import type { BuiltStore } from "@meridian/content/store";
import type { LicenceType } from "@meridian/pricing";
import type { UserError } from "../../errors";
import { userError } from "../../errors";
import { type CartItemRow, type CartLine, catalogueLines } from "../carts";
import { catalogueOf } from "../catalogue";
import type { GuestItemInput } from "./checkout-input";

/**
 * The studio's guest items as cart rows, so they are priced by the same code as a server cart
 * (carts/cart-view). Checked against the catalogue first: goods only, real products and variants.
 * Repeated lines add up, as "Add another" does in a cart.
 */
export function guestLines(
  store: BuiltStore,
  items: readonly GuestItemInput[],
): { lines: CartLine[] } | { errors: UserError[] } {
  const catalogue = catalogueOf(store);
  const errors: UserError[] = [];
  const byKey = new Map<string, CartItemRow>();
  items.forEach((item, index) => {
    const field = `items.${index}`;
    const product = catalogue.product(item.productId);
    if (!product) {
      const isFont = catalogue.font(item.productId) !== undefined;
      errors.push(
        isFont
          ? userError(
              "INVALID_INPUT",
              `${field}.productId`,
              "Fonts are bought with an account on the foundry",
            )
          : userError("NOT_FOUND", `${field}.productId`, "No product with this id"),
      );
      return;
    }
    const variantId = item.variantId ?? null;
    if (product.variants.length > 0 && !product.variants.some((v) => v.id === variantId)) {
      errors.push(
        variantId
          ? userError("NOT_FOUND", `${field}.variantId`, "No such variant of this product")
          : userError(
              "INVALID_INPUT",
              `${field}.variantId`,
              `Choose a ${product.variantsName ?? "variant"}`,
            ),
      );
      return;
    }
    if (product.variants.length === 0 && variantId) {
      errors.push(userError("INVALID_INPUT", `${field}.variantId`, "This product has no variants"));
      return;
    }
    const key = `${product.id}:${variantId ?? ""}`;
    const existing = byKey.get(key);
    if (existing) {
      existing.quantity += item.quantity;
      return;
    }
    byKey.set(key, {
      id: `guest-${index}`,
      cartId: "guest",
      itemType: "goods",
      productId: product.id,
      parentFontId: null,
      styleId: null,
      variantId,
      licenceType: "not_applicable",
      licenceSize: null,
      lineKey: `goods:${variantId ?? ""}`,
      quantity: item.quantity,
      upgradeFrom: null,
      createdAt: new Date(0),
    });
  });
  if (errors.length > 0) return { errors };
  const rows = [...byKey.values()];
  if (rows.some((row) => row.quantity > 99)) {
    return { errors: [userError("INVALID_INPUT", "items", "At most 99 of one product")] };
  }
  return { lines: catalogueLines(store, rows) };
}

export const hasFonts = (lines: readonly CartLine[]) =>
  lines.some((line) => line.row.itemType !== "goods");

/** The licence types in the cart: each asks for its licence detail at FinalizeInvoice. */
export function licenceTypesOf(lines: readonly CartLine[]): Set<LicenceType> {
  return new Set(
    lines
      .filter((line) => line.row.itemType !== "goods")
      .map((line) => line.row.licenceType as LicenceType),
  );
}
