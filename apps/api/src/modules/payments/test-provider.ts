import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./payment-provider";

/**
 * The embedded provider: its PaymentIntent-like record is the `payments` row itself, confirmed
 * by ConfirmTestPayment (payments/payments-service). It has nothing to ask a remote
 * service, so reconciliation leaves its pending payments alone.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: "test",
    async createPayment() {
      const id = `pi_test_${randomBytes(12).toString("hex")}`;
      return {
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString("base64url")}`,
        status: "requires_payment_method",
      };
    },
    async checkPayment() {
      return { status: "pending" };
    },
  };
}
