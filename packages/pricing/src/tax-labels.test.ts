// Guards the tax's name and reason as the checkout preview and the invoice print them (issue 14,
// item 4; DESIGN 4.3): a zero tax always says why, from the names taxFor gives.
import { describe, expect, it } from "vitest";
import { taxFor } from "./tax";
import { taxesLabel, taxNote } from "./tax-labels";

const REVERSE_CHARGE = "Reverse charge: the customer accounts for the VAT on this supply.";
const NO_VAT = "No UK VAT on orders billed outside the UK and EU.";

describe("taxesLabel and taxNote for each of taxFor's answers", () => {
  it.each([
    ["UK consumer", { country: "GB", isBusiness: false, vatValid: false }, "Taxes (VAT 20%)", null],
    ["UK business", { country: "GB", isBusiness: true, vatValid: true }, "Taxes (VAT 20%)", null],
    [
      "EU business, valid VAT number",
      { country: "DE", isBusiness: true, vatValid: true },
      "Taxes (Reverse charge)",
      REVERSE_CHARGE,
    ],
    [
      "EU business, no valid VAT number",
      { country: "DE", isBusiness: true, vatValid: false },
      "Taxes (VAT 19%)",
      null,
    ],
    [
      "EU consumer",
      { country: "FI", isBusiness: false, vatValid: false },
      "Taxes (VAT 25.5%)",
      null,
    ],
    [
      "rest of the world",
      { country: "US", isBusiness: false, vatValid: false },
      "Taxes (No VAT)",
      NO_VAT,
    ],
    [
      "rest of the world, business",
      { country: "CH", isBusiness: true, vatValid: true },
      "Taxes (No VAT)",
      NO_VAT,
    ],
  ])("%s → '%s', note %s", (_case, customer, label, note) => {
    const tax = taxFor({ ...customer, taxableMinor: 10_000 });
    expect(taxesLabel({ taxName: tax.name, taxRate: tax.rate })).toBe(label);
    expect(taxNote({ taxName: tax.name })).toBe(note);
  });

  it("says 'Taxes' alone, and no reason, when the tax has no name", () => {
    expect(taxesLabel({ taxName: "", taxRate: 0 })).toBe("Taxes");
    expect(taxNote({ taxName: "" })).toBeNull();
  });

  it("gives no note for a name it does not know, nor for an inherited key", () => {
    expect(taxNote({ taxName: "Sales tax" })).toBeNull();
    expect(taxNote({ taxName: "constructor" })).toBeNull();
  });

  it("says why an EU business pays VAT when VIES could not check its number (DESIGN 4.11)", () => {
    const tax = taxFor({ country: "DE", isBusiness: true, vatValid: false, taxableMinor: 10_000 });
    expect(taxesLabel({ taxName: tax.name, taxRate: tax.rate })).toBe("Taxes (VAT 19%)");
    expect(taxNote({ taxName: tax.name, vatUnverified: true })).toBe(
      "VAT number could not be verified, so VAT is charged.",
    );
    expect(taxNote({ taxName: tax.name, vatUnverified: false })).toBeNull();
  });
});
