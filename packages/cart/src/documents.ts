/**
 * The shop API operations the cart uses (spec 7.2), as typed documents. They live here until
 * they move to packages/graphql/documents/cart/ (one file per operation) and codegen types
 * them; src/documents.test.ts validates each against the shop schema meanwhile.
 */
import { gql } from "urql";
import type { CartUserError, ServerCart } from "./server-types";

const CART_DETAILS = `
  fragment CartDetails on Cart {
    id
    currency
    exchangeRate
    rounding
    subtotal
    discount
    discounts
    hasDownloads
    requiresShipping
    overLimit
    status
    items {
      id
      productId
      styleId
      styleName
      variantId
      variantName
      itemType
      licenceType
      licenceSize
      # parentFont groups the font lines, one licence-size dropdown per group.
      product {
        name
        parentFont
      }
      price
      priceUndiscounted
      quantity
    }
  }
`;

const USER_ERRORS = "errors { code field message data }";

export interface CartPayload {
  errors: CartUserError[];
  cart: ServerCart | null;
}

export const CartQuery = gql<{ cart: ServerCart }, Record<string, never>>(`
  query Cart {
    cart {
      ...CartDetails
    }
  }
  ${CART_DETAILS}
`);

export interface AddItemToCartVariables {
  /** 'Goods', 'family' or 'style' (spec 3: 'Goods' capitalised in this call). */
  itemType: string;
  productId: string;
  styleId?: string | null;
  variantId?: string | null;
  /** An index into basic, web, app, social, logo. */
  licenceType?: number | null;
  licenceSize?: number | null;
}

export const AddItemToCartMutation = gql<{ addItemToCart: CartPayload }, AddItemToCartVariables>(`
  mutation AddItemToCart(
    $itemType: String!
    $productId: ID!
    $styleId: ID
    $variantId: ID
    $licenceType: Int
    $licenceSize: Int
  ) {
    addItemToCart(
      itemType: $itemType
      productId: $productId
      styleId: $styleId
      variantId: $variantId
      licenceType: $licenceType
      licenceSize: $licenceSize
    ) {
      ${USER_ERRORS}
      cart { ...CartDetails }
    }
  }
  ${CART_DETAILS}
`);

export const RemoveItemFromCartMutation = gql<
  { removeItemFromCart: CartPayload },
  { itemId: string }
>(`
  mutation RemoveItemFromCart($itemId: ID!) {
    removeItemFromCart(itemId: $itemId) {
      ${USER_ERRORS}
      cart { ...CartDetails }
    }
  }
  ${CART_DETAILS}
`);

export const UpdateCartLicenceSizeMutation = gql<
  { updateCartLicenceSize: CartPayload },
  { parentFontId: string; licenceType: number; licenceSize: number }
>(`
  mutation UpdateCartLicenceSize($parentFontId: ID!, $licenceType: Int!, $licenceSize: Int!) {
    updateCartLicenceSize(
      parentFontId: $parentFontId
      licenceType: $licenceType
      licenceSize: $licenceSize
    ) {
      ${USER_ERRORS}
      cart { ...CartDetails }
    }
  }
  ${CART_DETAILS}
`);

export const UpdateCurrencyMutation = gql<{ updateCurrency: CartPayload }, { currency: string }>(`
  mutation UpdateCurrency($currency: String!) {
    updateCurrency(currency: $currency) {
      ${USER_ERRORS}
      cart { ...CartDetails }
    }
  }
  ${CART_DETAILS}
`);

export const ClearCartMutation = gql<{ clearCart: CartPayload }, Record<string, never>>(`
  mutation ClearCart {
    clearCart {
      ${USER_ERRORS}
      cart { ...CartDetails }
    }
  }
  ${CART_DETAILS}
`);

export interface IdPayload {
  errors: CartUserError[];
  cart: { id: string } | null;
}

/** The shared copy's id only: it is a frozen copy, not the visitor's cart. */
export const ShareCartMutation = gql<{ shareCart: IdPayload }, Record<string, never>>(`
  mutation ShareCart {
    shareCart {
      ${USER_ERRORS}
      cart { id }
    }
  }
`);

export const AdoptCartMutation = gql<{ adoptCart: IdPayload }, { cartId: string }>(`
  mutation AdoptCart($cartId: ID!) {
    adoptCart(cartId: $cartId) {
      ${USER_ERRORS}
      cart { id }
    }
  }
`);
