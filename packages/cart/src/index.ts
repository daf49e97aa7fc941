export { CART_UNREACHABLE_MESSAGE, cartActionMessages } from "./action-messages";
export { type AddItemInput, addItemVariables, type CartItemNames } from "./add-item";
export {
  type ArrangedFontGroup,
  type ArrangedSection,
  arrangeCart,
  CART_SECTIONS,
  type CartSectionKey,
  linesInDisplayOrder,
} from "./arrange";
export {
  type CartLine,
  type CartModel,
  cartCurrency,
  cartItemCount,
  cartLineFromServer,
  cartModelFromServer,
  EMPTY_CART,
} from "./cart-model";
export {
  buildCartView,
  type CartView,
  type CartViewInput,
  type CheckoutAction,
  CURRENCY_OPTIONS,
  type CurrencyDropdown,
  type CurrencyOption,
} from "./cart-view";
export { type GuestItem, guestItems, localCartModel } from "./local-cart/local-cart-model";
export {
  EMPTY_LOCAL_CART,
  type LocalCartAction,
  type LocalCartItem,
  type LocalCartState,
  localCartReducer,
} from "./local-cart/local-cart-state";
export {
  LOCAL_CART_KEY,
  parseLocalCartItems,
  serialiseLocalCartItems,
} from "./local-cart/local-cart-storage";
export {
  createLocalCartStore,
  defaultLocalCartStore,
  type LocalCartStore,
  type LocalCartStoreOptions,
} from "./local-cart/local-cart-store";
export {
  buildStudioCartView,
  type StudioCartView,
  type StudioCartViewInput,
} from "./local-cart/studio-cart-view";
export { type LocalCart, useLocalCart } from "./local-cart/use-local-cart";
export {
  applyCartChange,
  type CartChange,
  type ChangedCart,
  isProvisionalLine,
} from "./optimistic-cart";
export {
  type CartItemView,
  type CartSectionView,
  type FontGroupView,
  LICENCE_SIZE_OPTIONS,
  type LicenceSizeOption,
} from "./section-views";
export {
  initialServerCart,
  type PendingChange,
  type ServerCartAction,
  type ServerCartMachine,
  type ShownCart,
  serverCartReducer,
  shownCart,
} from "./server-cart-state";
export type { CartUserError, InvoiceTotalsData, ServerCart, ServerCartItem } from "./server-types";
export {
  type ShareLineView,
  type ShareState,
  type ShareStep,
  sharedCartUrl,
  shareLine,
} from "./share";
export {
  CART_TEXTS,
  CHECKOUT_PATH,
  cartTitle,
  sectionTitle,
  shareCopyText,
  totalDiscountLabel,
} from "./texts";
export {
  type CalculationAddress,
  type CartTotalRow,
  cartTotalRows,
  type InvoiceState,
  pendingTotalText,
  type TotalRowKey,
} from "./totals";
export {
  type CartActionResult,
  type ServerCartState,
  type UseServerCartOptions,
  useServerCart,
} from "./use-server-cart";
export { type ShareLineState, type UseShareLineOptions, useShareLine } from "./use-share-line";
