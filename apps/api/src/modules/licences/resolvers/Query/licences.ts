import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { licencesWithUpgrades } from "../../licences-service";

export const licences: NonNullable<QueryResolvers["licences"]> = (_parent, args, ctx) =>
  licencesWithUpgrades(
    { db: ctx.database.db, env: ctx.env, store: ctx.store, viewer: ctx.viewer },
    args.currency,
  );
