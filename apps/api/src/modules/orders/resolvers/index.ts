import type { Resolvers } from "../../../generated/shop-resolvers";
import { downloads } from "./Query/downloads";
import { fullInvoice } from "./Query/fullInvoice";
import { invoice } from "./Query/invoice";
import { invoices } from "./Query/invoices";

/** The orders module's Query fields (invoices and downloads), merged into the shop schema. */
export const orderResolvers: Resolvers = {
  Query: { invoices, invoice, fullInvoice, downloads },
};
