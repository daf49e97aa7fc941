import type { MutationResolvers } from "../../../../../generated/staff-resolvers";
import { signIn as signInService } from "../../../staff-service";
import { staffAccountView } from "../../../staff-view";

export const signIn: NonNullable<MutationResolvers["signIn"]> = async (_, { input }, ctx) => {
  const result = await signInService(ctx, input);
  return {
    errors: result.errors,
    staff: result.staff ? staffAccountView(result.staff) : null,
    totpSetup: result.totpSetup ?? null,
    recoveryCodes: result.recoveryCodes ?? null,
  };
};
