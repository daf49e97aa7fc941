import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { subscribe } from "../../newsletter-service";

export const subscribeNewsletter: NonNullable<MutationResolvers["subscribeNewsletter"]> = (
  _parent,
  args,
  { database, env, clientIp },
) => subscribe({ database, env, clientIp }, args);
