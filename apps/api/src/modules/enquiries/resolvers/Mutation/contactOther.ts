import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { contact, enquiryDeps } from "../../enquiries-service";

export const contactOther: NonNullable<MutationResolvers["contactOther"]> = (
  _parent,
  args,
  context,
) => contact(enquiryDeps(context), args);
