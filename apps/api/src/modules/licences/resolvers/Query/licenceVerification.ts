import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { verifyLicence } from "../../licence-verification";

export const licenceVerification: NonNullable<QueryResolvers["licenceVerification"]> = (
  _parent,
  args,
  ctx,
) => verifyLicence(ctx.database.db, ctx.env.DOWNLOAD_SECRET, args.code);
