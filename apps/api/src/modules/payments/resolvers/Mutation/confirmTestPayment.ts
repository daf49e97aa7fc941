import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { confirmTestPayment as confirmTestPaymentService } from "../../confirm-test-payment";

export const confirmTestPayment: NonNullable<MutationResolvers["confirmTestPayment"]> = (
  _parent,
  args,
  ctx,
) => confirmTestPaymentService(ctx, args);
