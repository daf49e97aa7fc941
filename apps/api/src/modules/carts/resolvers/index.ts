import type { Resolvers } from "../../../generated/shop-resolvers";
import { addItemToCart } from "./Mutation/addItemToCart";
import { adoptCart } from "./Mutation/adoptCart";
import { clearCart } from "./Mutation/clearCart";
import { removeItemFromCart } from "./Mutation/removeItemFromCart";
import { shareCart } from "./Mutation/shareCart";
import { updateCartLicenceSize } from "./Mutation/updateCartLicenceSize";
import { updateCurrency } from "./Mutation/updateCurrency";
import { buyingOptions } from "./Query/buyingOptions";
import { cart } from "./Query/cart";

/** The carts module's Query and Mutation fields, merged into the shop schema. */
export const cartResolvers: Resolvers = {
  Query: { cart, buyingOptions },
  Mutation: {
    addItemToCart,
    removeItemFromCart,
    updateCartLicenceSize,
    updateCurrency,
    clearCart,
    shareCart,
    adoptCart,
  },
};
