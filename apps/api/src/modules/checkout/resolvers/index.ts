import type { Resolvers } from "../../../generated/shop-resolvers";
import { confirmTestPayment } from "./Mutation/confirmTestPayment";
import { createInvoice } from "./Mutation/createInvoice";
import { finalizeInvoice } from "./Mutation/finalizeInvoice";

/** The checkout module's Mutation fields (spec 4.5, DESIGN 4.7), merged into the shop schema. */
export const checkoutResolvers: Resolvers = {
  Mutation: { createInvoice, finalizeInvoice, confirmTestPayment },
};
