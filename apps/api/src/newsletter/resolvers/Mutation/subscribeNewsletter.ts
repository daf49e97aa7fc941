import type { MutationResolvers } from "../../../generated/shop-resolvers";
import { subscribe } from "../../newsletter-service";

export const SubscribeNewsletter: NonNullable<MutationResolvers["SubscribeNewsletter"]> = (
  _parent,
  args,
  { database },
) => subscribe(database.db, args);
