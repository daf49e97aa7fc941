/**
 * VAT numbers: jsvat, then VIES with its day-long cache
 */
export {
  deleteStaleViesChecks,
  type VatVerification,
  VIES_CHECK_SECONDS,
  verifyVatNumber,
} from "./vat-verification";
