import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { confirmTestPayment as confirmTestPaymentService } from "../../payments-service";

export const confirmTestPayment: NonNullable<MutationResolvers["confirmTestPayment"]> = (
  _parent,
  args,
  { database, env, logger, store },
) => confirmTestPaymentService({ database, env, logger, store }, args);
