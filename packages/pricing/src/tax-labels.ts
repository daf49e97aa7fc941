/**
 * How the sites name the tax of an invoice and of its preview (spec 4.5: the preview gives "tax
 * rate and name"), and why a tax of zero is zero. A bare 'Taxes £0.00' reads as a mistake; the
 * preview and the invoice print the same words, so what the customer agreed to is what they get.
 */
import { NO_VAT_NAME, REVERSE_CHARGE_NAME } from "./tax";

/** The spec's row label (spec 2.7, 2.14). */
export const TAXES_LABEL = "Taxes";

/** Why a tax name's rate is zero, keyed by the names tax.ts gives (DESIGN 4.3). */
export const TAX_NOTES: Readonly<Record<string, string>> = {
  [REVERSE_CHARGE_NAME]: "Reverse charge: the customer accounts for the VAT on this supply.",
  [NO_VAT_NAME]: "No UK VAT on orders billed outside the UK and EU.",
};

export interface TaxNaming {
  /** The API's taxName: 'VAT', 'Reverse charge', 'No VAT'. */
  taxName: string;
  /** Percent: 20 means 20%. */
  taxRate: number;
}

/** 'Taxes (VAT 20%)', 'Taxes (Reverse charge)', 'Taxes (No VAT)'; 'Taxes' when none is named. */
export function taxesLabel({ taxName, taxRate }: TaxNaming): string {
  const name = taxName.trim();
  if (name === "") return TAXES_LABEL;
  return taxRate > 0 ? `${TAXES_LABEL} (${name} ${taxRate}%)` : `${TAXES_LABEL} (${name})`;
}

/**
 * Why VAT is charged to an EU business that gave a VAT number: VIES could not check it (DESIGN
 * 4.11). The order went on rather than wait for VIES.
 */
export const VAT_UNVERIFIED_NOTE = "VAT number could not be verified, so VAT is charged.";

export interface TaxNoting {
  taxName: string;
  /** The API's vatUnverified: VIES did not answer about the business's VAT number. */
  vatUnverified?: boolean | null;
}

/**
 * The line under the taxes that explains them: why the tax is zero, or why a business with a VAT
 * number pays VAT; null when VAT is simply charged (the rate says enough).
 */
export function taxNote({ taxName, vatUnverified }: TaxNoting): string | null {
  if (vatUnverified) return VAT_UNVERIFIED_NOTE;
  const name = taxName.trim();
  return Object.hasOwn(TAX_NOTES, name) ? (TAX_NOTES[name] ?? null) : null;
}
