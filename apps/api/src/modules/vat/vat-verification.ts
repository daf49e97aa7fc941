import { isEuCountry } from "@meridian/pricing";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import { userError } from "../../errors";
import type { Database } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import { parseVatNumber, type ViesNumber } from "./vat-number";
import { findViesCheck, saveViesCheck } from "./vies-checks-repository";
import { askVies } from "./vies-client";

/** Housekeeping deletes VIES's answers older than VIES_CHECK_SECONDS: no checkout reads them. */
export { deleteStaleViesChecks } from "./vies-checks-repository";

/** VIES's answers are kept this long (DESIGN 4.11). */
export const VIES_CHECK_SECONDS = 24 * 60 * 60;

export const VAT_NUMBER_MESSAGES = {
  invalid: "This VAT number is not valid.",
  country: "This VAT number is from another country than the billing address.",
} as const;

/** The VIES consultation a reverse charge rests on, as the invoice records it. */
export interface ViesConsultation {
  /** The name VIES returned; null where the member state does not give it. */
  name: string | null;
  checkedAt: Date;
  /** VIES's consultation number; null when no requester was sent (VIES_REQUESTER_VAT_NUMBER). */
  requestId: string | null;
}

/**
 * Where a business's VAT number stands for this order:
 * - `none`: no reverse charge is in question (a consumer, no number, billed outside the EU);
 * - `valid`: VIES knows it, the reverse charge applies;
 * - `invalid`: refused with `error`, on the vatNumber field;
 * - `unverified`: VIES could not answer, so VAT is charged and the order goes on;
 * - `limited`: this address asked VIES too often; `error` says when to try again.
 */
export type VatVerification =
  | { status: "none" }
  | { status: "valid"; consultation: ViesConsultation }
  | { status: "invalid"; error: UserError }
  | { status: "unverified" }
  | { status: "limited"; error: UserError };

export interface VatVerificationDeps {
  database: Database;
  env: Env;
  logger: Logger;
  /** VIES look-ups are rate-limited by the caller's address: each one is a request to the EU. */
  clientIp: string;
}

export interface VatCustomer {
  isBusiness: boolean;
  vatNumber: string;
  /** The billing country, ISO 3166-1 alpha-2. */
  country: string;
}

const invalid = (message: string): VatVerification => ({
  status: "invalid",
  error: userError("INVALID_INPUT", "vatNumber", message),
});

/**
 * Checks an EU business's VAT number (DESIGN 4.11): its format and checksum first (jsvat), then
 * VIES — from an answer of the last 24 hours kept in PostgreSQL, or by asking it. Call it before
 * a transaction: VIES may take VIES_TIMEOUT_MS to answer.
 */
export async function verifyVatNumber(
  deps: VatVerificationDeps,
  customer: VatCustomer,
): Promise<VatVerification> {
  if (!customer.isBusiness || !customer.vatNumber.trim() || !isEuCountry(customer.country)) {
    return { status: "none" };
  }
  const parsed = parseVatNumber(customer.vatNumber, customer.country);
  if (!parsed.ok) {
    return invalid(
      parsed.problem === "country" ? VAT_NUMBER_MESSAGES.country : VAT_NUMBER_MESSAGES.invalid,
    );
  }
  const key = viesKey(parsed.vies);
  const known = await findViesCheck(deps.database.db, key, VIES_CHECK_SECONDS);
  if (known) {
    return known.valid ? valid(known) : invalid(VAT_NUMBER_MESSAGES.invalid);
  }

  const limited = await consumeRateLimit(
    deps.database.db,
    rateLimitRules(deps.env).vatCheck,
    deps.clientIp,
  );
  if (limited) return { status: "limited", error: limited };

  const answer = await askVies(deps.env, parsed.vies);
  if (answer.kind === "unavailable") {
    deps.logger.warn(
      { vies: { countryCode: parsed.vies.countryCode, reason: answer.reason } },
      "VIES could not check a VAT number: VAT is charged",
    );
    return { status: "unverified" };
  }
  const check = {
    vatNumber: key,
    valid: answer.kind === "valid",
    name: answer.kind === "valid" ? answer.name : null,
    address: answer.kind === "valid" ? answer.address : null,
    requestId: answer.kind === "valid" ? answer.requestId : null,
    checkedAt: new Date(),
  };
  await saveViesCheck(deps.database.db, check);
  return check.valid ? valid(check) : invalid(VAT_NUMBER_MESSAGES.invalid);
}

const viesKey = (vat: ViesNumber) => `${vat.countryCode}${vat.number}`;

function valid(check: ViesConsultation): VatVerification {
  return {
    status: "valid",
    consultation: { name: check.name, checkedAt: check.checkedAt, requestId: check.requestId },
  };
}
