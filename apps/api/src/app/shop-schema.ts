import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import type { MutationResolvers, QueryResolvers } from "../generated/shop-resolvers";
import { refreshToken } from "../modules/accounts/resolvers/Mutation/refreshToken";
import { updateUserDetails } from "../modules/accounts/resolvers/Mutation/updateUserDetails";
import { updateUserProfile } from "../modules/accounts/resolvers/Mutation/updateUserProfile";
import { userLogin } from "../modules/accounts/resolvers/Mutation/userLogin";
import { userLogout } from "../modules/accounts/resolvers/Mutation/userLogout";
import { userRegister } from "../modules/accounts/resolvers/Mutation/userRegister";
import { userSendPasswordResetWithToken } from "../modules/accounts/resolvers/Mutation/userSendPasswordResetWithToken";
import { userUpdatePasswordWithToken } from "../modules/accounts/resolvers/Mutation/userUpdatePasswordWithToken";
import { viewer } from "../modules/accounts/resolvers/Query/viewer";
import { addItemToCart } from "../modules/carts/resolvers/Mutation/addItemToCart";
import { adoptCart } from "../modules/carts/resolvers/Mutation/adoptCart";
import { clearCart } from "../modules/carts/resolvers/Mutation/clearCart";
import { removeItemFromCart } from "../modules/carts/resolvers/Mutation/removeItemFromCart";
import { shareCart } from "../modules/carts/resolvers/Mutation/shareCart";
import { updateCartLicenceSize } from "../modules/carts/resolvers/Mutation/updateCartLicenceSize";
import { updateCurrency } from "../modules/carts/resolvers/Mutation/updateCurrency";
import { buyingOptions } from "../modules/carts/resolvers/Query/buyingOptions";
import { cart } from "../modules/carts/resolvers/Query/cart";
import { createInvoice } from "../modules/checkout/resolvers/Mutation/createInvoice";
import { finalizeInvoice } from "../modules/checkout/resolvers/Mutation/finalizeInvoice";
import { contactOther } from "../modules/enquiries/resolvers/Mutation/contactOther";
import { createTrialDownload } from "../modules/enquiries/resolvers/Mutation/createTrialDownload";
import { licences } from "../modules/licences/resolvers/Query/licences";
import { licenceVerification } from "../modules/licences/resolvers/Query/licenceVerification";
import { subscribeNewsletter } from "../modules/newsletter/resolvers/Mutation/subscribeNewsletter";
import { downloads } from "../modules/orders/resolvers/Query/downloads";
import { fullInvoice } from "../modules/orders/resolvers/Query/fullInvoice";
import { invoice } from "../modules/orders/resolvers/Query/invoice";
import { invoices } from "../modules/orders/resolvers/Query/invoices";
import { confirmTestPayment } from "../modules/payments/resolvers/Mutation/confirmTestPayment";
import { apiVersion } from "../modules/system/resolvers/Query/apiVersion";
import type { Context } from "../platform/graphql/context";
import { refuseControlCharacters } from "../platform/graphql/control-characters";
import type { EveryField } from "../platform/graphql/every-field";

/**
 * The shop schema's root fields, one resolver each, from the module that owns it. The map is
 * typed against the types generated from the SDL (codegen.ts), so the compiler refuses a field
 * the SDL has and the map lacks, a field the SDL lacks, and a field named twice.
 */
const Query: EveryField<QueryResolvers> = {
  apiVersion,
  viewer,
  cart,
  buyingOptions,
  invoices,
  invoice,
  fullInvoice,
  downloads,
  licences,
  licenceVerification,
};

const Mutation: EveryField<MutationResolvers> = {
  subscribeNewsletter,
  userLogin,
  userRegister,
  userLogout,
  refreshToken,
  userSendPasswordResetWithToken,
  userUpdatePasswordWithToken,
  updateUserDetails,
  updateUserProfile,
  addItemToCart,
  removeItemFromCart,
  updateCartLicenceSize,
  updateCurrency,
  clearCart,
  shareCart,
  adoptCart,
  contactOther,
  createTrialDownload,
  createInvoice,
  finalizeInvoice,
  confirmTestPayment,
};

/**
 * The executable shop schema: the SDL of packages/graphql/schema/shop with its resolvers, every
 * argument refused before its resolver runs when it holds a control character.
 */
export function createShopSchema() {
  return refuseControlCharacters(
    createSchema<Context>({
      typeDefs: loadSchemaSDL("shop"),
      resolvers: { Query, Mutation },
    }),
  );
}
