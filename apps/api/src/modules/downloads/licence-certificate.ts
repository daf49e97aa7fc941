import {
  isLicenceSize,
  LICENCE_SIZES,
  type LicenceType,
  licenceDetailLine,
  licenceLine,
} from "@meridian/pricing";
import PDFDocument from "pdfkit";
import type { InvoiceCustomer } from "../invoices/invoice-customer";

export interface CertificateInput {
  brand: string;
  customer: InvoiceCustomer;
  invoiceNumber: string;
  date: Date;
  /** 'Inter Family', 'Inter Light' (itemDisplayName). */
  fontName: string;
  licenceType: LicenceType;
  licenceSize: number | null;
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
    ["Licence", size ? `${licence} (${size.description})` : licence],
  );
  const detail = licenceDetailLine(
    input.licenceType,
    customer[DETAIL_FIELD[input.licenceType]] as string,
  );
  return { rows, detail };
}

/**
 * The licence certificate (DESIGN 4.8): the licensee, the invoice, the licence and its details,
 * set in the PDF's built-in Helvetica so no font file has to ship with the API.
 */
export function licenceCertificate(input: CertificateInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 64,
    info: {
      Title: `${input.brand} font licence certificate ${input.invoiceNumber}`,
      Author: input.brand,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { rows, detail } = certificateContent(input);
  doc.font("Helvetica-Bold").fontSize(12).text(winAnsi(input.brand));
  doc.moveDown(2);
  doc.font("Helvetica-Bold").fontSize(24).text("Font Licence Certificate");
  doc.moveDown();
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(
      winAnsi(
        `This certifies that the licensee named below holds a licence to use the font software named below, as set out in ${input.brand}'s licence terms and paid for with the invoice below.`,
      ),
    );
  doc.moveDown(1.5);
  for (const [label, value] of rows) {
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true });
    doc.font("Helvetica").text(winAnsi(value));
    doc.moveDown(0.4);
  }
  if (detail) {
    doc.moveDown();
    doc.font("Helvetica").text(winAnsi(detail));
  }
  doc.end();
  return done;
}

function longDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(date);
}

/** Characters Windows-1252 (the built-in fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
};

/**
 * Text the built-in fonts can set: accents outside Windows-1252 lose their mark (č → c), and
 * anything still missing (other scripts) becomes '?', rather than a wrong glyph.
 */
export function winAnsi(text: string): string {
  return Array.from(text)
    .map((char) => {
      if (isWinAnsi(char)) return char;
      const bare = char.normalize("NFKD").replace(/\p{M}/gu, "");
      return Array.from(bare).every(isWinAnsi) && bare !== "" ? bare : "?";
    })
    .join("");
}
