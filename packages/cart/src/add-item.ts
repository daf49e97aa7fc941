/**
 * What AddItemToCart is sent for each kind of item (spec 3, 5 "Add to cart requires itemType
 * and productId", 7.2): goods as 'Goods' with an optional variant; a family or a style with its
 * licence type as an index and its size (Startup unless chosen); an upgrade with its licence.
 */

import type { AddItemToCartMutationVariables } from "@meridian/graphql/client";
import {
  DEFAULT_LICENCE_SIZE,
  ITEM_TYPES,
  isLicenceSize,
  type LicenceSize,
  type LicenceType,
  licenceTypeIndex,
} from "@meridian/pricing";

/**
 * What the page calls the item it adds, so the cart can show its line before the server
 * answers (optimistic-cart.ts). Never sent: the server names lines from its catalogue.
 */
export interface CartItemNames {
  /** The font's or the goods' name: 'Inter', 'Poster'. */
  productName: string;
  /** A style's name: 'Bold Italic'. */
  styleName?: string | null | undefined;
  /** A goods variant's name: 'A2'. */
  variantName?: string | null | undefined;
}

export type AddItemInput =
  | {
      itemType: "goods";
      productId: string;
      variantId?: string | null | undefined;
      names?: CartItemNames | undefined;
    }
  | {
      itemType: "family";
      productId: string;
      licenceType: LicenceType;
      licenceSize?: LicenceSize | undefined;
      names?: CartItemNames | undefined;
    }
  | {
      itemType: "style";
      productId: string;
      styleId: string;
      licenceType: LicenceType;
      licenceSize?: LicenceSize | undefined;
      names?: CartItemNames | undefined;
    }
  | {
      /** An upgrade of a licence the customer owns (DESIGN 4.10), to a style or the family. */
      itemType: "upgrade";
      upgradeFrom: string;
      productId: string;
      /** The target style; null for the family. */
      styleId: string | null;
      licenceSize: LicenceSize;
    };

/** The variables, or why there are none (a missing id, an unknown licence type or size). */
export function addItemVariables(
  input: AddItemInput,
): { ok: true; variables: AddItemToCartMutationVariables } | { ok: false; reason: string } {
  if (input.itemType !== "upgrade" && !ITEM_TYPES.includes(input.itemType))
    return { ok: false, reason: "itemType is required" };
  if (!input.productId) return { ok: false, reason: "productId is required" };
  if (input.itemType === "upgrade") {
    if (!input.upgradeFrom) return { ok: false, reason: "upgradeFrom is required" };
    return {
      ok: true,
      variables: {
        itemType: "upgrade",
        productId: input.productId,
        styleId: input.styleId,
        licenceSize: input.licenceSize,
        upgradeFrom: input.upgradeFrom,
      },
    };
  }
  if (input.itemType === "goods") {
    return {
      ok: true,
      variables: {
        itemType: "Goods",
        productId: input.productId,
        variantId: input.variantId ?? null,
      },
    };
  }
  const licenceType = licenceTypeIndex(input.licenceType);
  if (licenceType === null)
    return { ok: false, reason: `unknown licence type ${input.licenceType}` };
  const licenceSize = input.licenceSize ?? DEFAULT_LICENCE_SIZE;
  if (!isLicenceSize(licenceSize))
    return { ok: false, reason: `unknown licence size ${licenceSize}` };
  if (input.itemType === "style" && !input.styleId)
    return { ok: false, reason: "styleId is required" };
  return {
    ok: true,
    variables: {
      itemType: input.itemType,
      productId: input.productId,
      styleId: input.itemType === "style" ? input.styleId : null,
      licenceType,
      licenceSize,
    },
  };
}
