import { describe, expect, it } from "vitest";
import { EMPTY_CUSTOMER } from "../invoices/invoice-customer";
import { certificateContent } from "./licence-certificate";

const input = {
  brand: "Meridian",
  customer: {
    ...EMPTY_CUSTOMER,
    name: "Ada Lovelace",
    companyName: "Analytical Engines",
    domain: "engines.example",
    basicBrand: "Engines",
  },
  invoiceNumber: "MER-2026-000123",
  date: new Date("2026-03-12T10:00:00Z"),
  fontName: "Inter Family",
  styles: ["Light", "Regular", "Bold"],
  licenceType: "web" as const,
  licenceSize: 1,
  verificationUrl: "https://foundry.example/licences/verify/code",
};

describe("the licence certificate", () => {
  it("names the licensee, the invoice, the licence and its detail in the spec's words", () => {
    expect(certificateContent(input)).toEqual({
      rows: [
        ["Licensee", "Ada Lovelace"],
        ["Company", "Analytical Engines"],
        ["Invoice", "MER-2026-000123"],
        ["Date", "12 March 2026"],
        ["Font", "Inter Family"],
        ["Styles", "Light, Regular, Bold"],
        ["Licence", "Web, Small (up to 25 people)"],
      ],
      detail: "Domain name: engines.example",
    });
    expect(certificateContent({ ...input, licenceType: "logo" }).detail).toBeNull();
    expect(certificateContent({ ...input, licenceType: "basic" }).detail).toBe(
      "Brand name: Engines",
    );
  });

  it("lists a family's styles, and names a single style in the font alone", () => {
    const single = certificateContent({ ...input, fontName: "Inter Light", styles: ["Light"] });
    expect(single.rows.map(([label]) => label)).not.toContain("Styles");
  });
});
