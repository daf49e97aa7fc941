import { describe, expect, it } from "vitest";
import { EMPTY_CUSTOMER } from "../invoices/invoice-customer";
import { certificateContent, licenceCertificate, winAnsi } from "./licence-certificate";

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
  licenceType: "web" as const,
  licenceSize: 1,
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
        ["Licence", "Web, Small (up to 25 people)"],
      ],
      detail: "Domain name: engines.example",
    });
    expect(certificateContent({ ...input, licenceType: "logo" }).detail).toBeNull();
    expect(certificateContent({ ...input, licenceType: "basic" }).detail).toBe(
      "Brand name: Engines",
    );
  });

  it("is a PDF", async () => {
    const pdf = await licenceCertificate(input);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("keeps text the built-in font can set and replaces the rest", () => {
    expect(winAnsi("Zoë “Café” – €5")).toBe("Zoë “Café” – €5");
    expect(winAnsi("Ačme Łódź")).toBe("Acme ?ódz");
    expect(winAnsi("東京")).toBe("??");
  });
});
