import type { Resolvers } from "../../../generated/shop-resolvers";
import { contactOther } from "./Mutation/contactOther";
import { createTrialDownload } from "./Mutation/createTrialDownload";

/** The enquiries module's Query and Mutation fields, merged into the shop schema. */
export const enquiryResolvers: Resolvers = {
  Mutation: { contactOther, createTrialDownload },
};
