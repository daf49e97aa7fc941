import {
  isLicenceSize,
  LICENCE_SIZES,
  type LicenceType,
  licenceDetailLine,
  licenceLine,
} from "@meridian/pricing";
import type { DocumentFace } from "../documents";
import { TypesetPdf } from "../documents";
import type { InvoiceCustomer } from "../invoices";

export interface CertificateInput {
  brand: string;
  customer: InvoiceCustomer;
  invoiceNumber: string;
  date: Date;
  /** 'Inter Family', 'Inter Light' (itemDisplayName). */
  fontName: string;
  /** The styles the licence covers: a family's, by name; a single style's is in fontName. */
  styles: readonly string[];
  licenceType: LicenceType;
  licenceSize: number | null;
  /** The foundry's page that proves the certificate (licences/licence-verification). */
  verificationUrl: string;
}

/** Which checkout field holds each licence type's detail (spec 9). */
const DETAIL_FIELD: Record<LicenceType, keyof InvoiceCustomer> = {
  basic: "basicBrand",
  logo: "logoBrand",
  web: "domain",
  app: "app",
  social: "socialBrand",
};

/** What the certificate says, in order: labelled rows, then the licence detail (spec 9). */
export function certificateContent(input: CertificateInput) {
  const { customer } = input;
  const size = isLicenceSize(input.licenceSize) ? LICENCE_SIZES[input.licenceSize] : null;
  const licence = licenceLine(input.licenceType, input.licenceSize) ?? input.licenceType;
  const rows: [string, string][] = [["Licensee", customer.name]];
  if (customer.companyName) rows.push(["Company", customer.companyName]);
  rows.push(
    ["Invoice", input.invoiceNumber],
    ["Date", longDate(input.date)],
    ["Font", input.fontName],
  );
  if (input.styles.length > 1) rows.push(["Styles", input.styles.join(", ")]);
  rows.push(["Licence", size ? `${licence} (${size.description})` : licence]);
  const detail = licenceDetailLine(
    input.licenceType,
    customer[DETAIL_FIELD[input.licenceType]] as string,
  );
  return { rows, detail };
}

/**
 * The licence certificate (DESIGN 4.8, ADR 0021): the licensee, the invoice, the licence and its
 * details, set in the document faces — a catalogue face, with fallbacks for the scripts it
 * lacks — so a licensee named 'Łukasz Żółkiewski', 'Анна Каренина' or '山田 太郎' reads as named.
 */
export function licenceCertificate(
  input: CertificateInput,
  faces: readonly DocumentFace[],
): Promise<Buffer> {
  const pdf = new TypesetPdf(faces, {
    title: `${input.brand} font licence certificate ${input.invoiceNumber}`,
    author: input.brand,
  });
  const { rows, detail } = certificateContent(input);
  pdf.text(input.brand, { size: 12, bold: true }).moveDown(2);
  pdf.text("Font Licence Certificate", { size: 24, bold: true }).moveDown();
  pdf
    .text(
      `This certifies that the licensee named below holds a licence to use the font software named below, as set out in ${input.brand}'s licence terms and paid for with the invoice below.`,
    )
    .moveDown(1.5);
  for (const [label, value] of rows) {
    pdf.text(`${label}: `, { bold: true, continued: true }).text(value).moveDown(0.4);
  }
  if (detail) pdf.moveDown().text(detail);
  pdf.moveDown(2);
  pdf.text("Anyone can check this certificate at", { size: 9, color: "#555555" });
  pdf.text(input.verificationUrl, { size: 9, color: "#555555" });
  return pdf.finish();
}

function longDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(date);
}
