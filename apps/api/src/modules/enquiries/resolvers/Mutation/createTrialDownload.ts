import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { enquiryDeps, requestTrial } from "../../enquiries-service";

export const createTrialDownload: NonNullable<MutationResolvers["createTrialDownload"]> = (
  _parent,
  args,
  context,
) => requestTrial(enquiryDeps(context), args);
