/**
 * The VAT numbers of the end-to-end runs' VIES stand-in (@meridian/vies-standin), by what it
 * answers about them: checkout specs pick a number for the outcome they walk through.
 */
import { FAILING, NOT_REGISTERED, REGISTERED } from "@meridian/vies-standin/register";

export const VIES_NUMBERS = {
  /** Registered: the reverse charge applies; VIES returns this trader's name. */
  valid: { number: "DE129273398", name: REGISTERED.DE129273398?.name ?? "" },
  /** Passes the checksum, but VIES does not know it. */
  notRegistered: NOT_REGISTERED,
  /** VIES answers 'member state unavailable'. */
  unverifiable: FAILING.memberStateUnavailable,
} as const;
