import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { toViewer } from "../../account-details-service";

/** viewer (UserDetails, UserId): null for a visitor; an expired token is an authentication error. */
export const viewer: NonNullable<QueryResolvers["viewer"]> = async (_parent, _args, context) => {
  const session = await context.viewer();
  return session ? toViewer(session) : null;
};
