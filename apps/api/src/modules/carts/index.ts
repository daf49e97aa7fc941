/**
 * Carts, buying options
 *
 * Checkout buys a cart's lines and payments closes the cart an order was made from.
 */
export {
  type CartItemRow,
  type CartRow,
  cartLines,
  closeOrderedCart,
  deleteAbandonedVisitorCarts,
  deleteExpiredSharedCarts,
  findCart,
} from "./cart-service";
export { type CartLine, catalogueLines } from "./cart-view";
export { CartCaller, resolveCart } from "./resolve-cart";
