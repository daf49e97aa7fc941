/**
 * An invoice (spec 3 "Full invoice") as the invoice sheet and the PDF invoice print it, for the
 * studio's guests and the foundry's customers alike: amounts formatted in the invoice's currency, item names as
 * the cart names them (spec 9), each font's licence line and licence detail ('Domain name: …'),
 * addresses as lines, the status in words (DESIGN 7.1: draft, open, paid, failed, void).
 */
import {
  type CartLicenceType,
  type CurrencyCode,
  discountCodeSaving,
  formatPrice,
  isCartLicenceType,
  isCurrencyCode,
  itemDisplayName,
  licenceDetailLine,
  licenceLine,
  lineKind,
  taxesLabel,
  taxNote,
  toMinor,
} from "./index";

/**
 * The fields of the FullInvoice query the sheet reads. Spelled out here so neither the kit nor
 * the API needs the GraphQL client; the query's result, and the API's view of an invoice, fit it.
 */
export interface InvoiceRecord {
  invoiceId: string;
  status: string;
  subtotal: number;
  shipping: number;
  total: number;
  tax: number;
  taxRate: number;
  taxName: string;
  discount: number;
  currency: string;
  invoiceNumber?: string | null;
  transactionId?: string | null;
  cardLastFour?: string | null;
  cardType?: string | null;
  name?: string | null;
  email?: string | null;
  companyName?: string | null;
  vatNumber?: string | null;
  euB2b: boolean;
  /** VIES could not check the VAT number, so VAT was charged (DESIGN 4.11). */
  vatUnverified?: boolean | null;
  /** The VIES consultation behind a reverse charge. */
  vatCheck?: VatCheckRecord | null;
  phone?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  country?: string | null;
  postcode?: string | null;
  shippingAddressName?: string | null;
  shippingLine1?: string | null;
  shippingLine2?: string | null;
  shippingCity?: string | null;
  shippingCountry?: string | null;
  shippingPostcode?: string | null;
  appName?: string | null;
  domainName?: string | null;
  socialBrand?: string | null;
  basicBrand?: string | null;
  logoBrand?: string | null;
  updatedAt: string;
  invoiceItems: readonly InvoiceRecordItem[];
}

export interface VatCheckRecord {
  name?: string | null;
  /** ISO 8601. */
  checkedAt: string;
  requestId?: string | null;
}

export interface InvoiceRecordItem {
  product: { name: string };
  styleName?: string | null;
  variantName?: string | null;
  itemType: string;
  licenceType: string;
  licenceSize?: number | null;
  quantity: number;
  price: number;
  priceUndiscounted?: number | null;
  /** An upgrade line (DESIGN 4.10): its name, and the credit `price` is already less. */
  upgrade?: { name: string; credit: number } | null;
}

/** Who the invoice is from: the seller's postal address and e-mail. */
export interface InvoiceSeller {
  address: string[];
  email: string;
}

export interface InvoiceLineView {
  name: string;
  /** 'Web, Startup' for a font; null for goods. */
  licence: string | null;
  /** 'Domain name: example.com' (spec 9); null for goods or when none was given. */
  licenceDetail: string | null;
  quantity: number;
  unitPrice: string;
  amount: string;
}

export interface InvoiceTotalView {
  key: "discount" | "subtotal" | "code" | "shipping" | "taxes" | "total";
  label: string;
  value: string;
}

export interface InvoiceView {
  /** 'MER-2026-000123'; the id until the invoice is numbered. */
  number: string;
  status: string;
  paid: boolean;
  /** '22 November 2026'. */
  date: string;
  billedTo: string[];
  contact: string[];
  vatNumber: string | null;
  /**
   * The VIES check of that number: 'Checked with VIES on 26 November 2026: Setzerei Lovelace
   * GmbH, consultation number WAPI…'; null without one.
   */
  vatCheck: string | null;
  /** Why the tax is zero ('Reverse charge: …', 'No UK VAT …'), as the checkout preview said. */
  taxNote: string | null;
  shipTo: string[] | null;
  lines: InvoiceLineView[];
  totals: InvoiceTotalView[];
  /** 'Paid by Visa ending in 4242'; null until paid. */
  payment: string | null;
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: "Draft",
  open: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  void: "Cancelled",
};

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  // The seller's calendar, so the server and the browser print the same day.
  timeZone: "Europe/London",
});

/** What VIES answered, as the invoice's evidence for the reverse charge (DESIGN 4.11). */
function vatCheckLine(check: VatCheckRecord | null | undefined): string | null {
  if (!check) return null;
  const parts = [
    `Checked with VIES on ${dateFormat.format(new Date(check.checkedAt))}`,
    check.name?.trim() ? `: ${check.name.trim()}` : "",
    check.requestId?.trim() ? `, consultation number ${check.requestId.trim()}` : "",
  ];
  return parts.join("");
}

/** 'visa' → 'Visa', 'american_express' → 'American Express'. */
function cardBrand(type: string): string {
  return type
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}

const present = (lines: (string | null | undefined)[]): string[] =>
  lines.map((line) => line?.trim() ?? "").filter((line) => line !== "");

/** What each licence type's detail line reads from the invoice (spec 9). */
const LICENCE_DETAIL_FIELDS = {
  basic: "basicBrand",
  web: "domainName",
  app: "appName",
  social: "socialBrand",
  logo: "logoBrand",
} as const satisfies Record<Exclude<CartLicenceType, "not_applicable">, keyof InvoiceRecord>;

function licenceDetail(invoice: InvoiceRecord, type: CartLicenceType): string | null {
  if (type === "not_applicable") return null;
  return licenceDetailLine(type, invoice[LICENCE_DETAIL_FIELDS[type]]);
}

export function invoiceView(
  invoice: InvoiceRecord,
  countryName: (code: string) => string,
): InvoiceView {
  const currency: CurrencyCode = isCurrencyCode(invoice.currency) ? invoice.currency : "GBP";
  const money = (major: number) => formatPrice(toMinor(major), currency);
  const country = (code: string | null | undefined) => (code ? countryName(code) : null);

  const lines = invoice.invoiceItems.flatMap((item): InvoiceLineView[] => {
    const itemType = lineKind(item) ?? "goods";
    const licenceType: CartLicenceType = isCartLicenceType(item.licenceType)
      ? item.licenceType
      : "not_applicable";
    // An upgrade prints at its target's price, then the credit as a line of its own.
    const credit = item.upgrade ? toMinor(item.upgrade.credit) : 0;
    const unitPrice = toMinor(item.price) + credit;
    const line: InvoiceLineView = {
      name:
        item.upgrade?.name ??
        itemDisplayName({
          itemType,
          productName: item.product.name,
          styleName: item.styleName,
          variantName: item.variantName,
        }),
      licence: itemType === "goods" ? null : licenceLine(licenceType, item.licenceSize),
      licenceDetail: itemType === "goods" ? null : licenceDetail(invoice, licenceType),
      quantity: item.quantity,
      unitPrice: formatPrice(unitPrice, currency),
      amount: formatPrice(unitPrice * item.quantity, currency),
    };
    if (!item.upgrade) return [line];
    const creditLine: InvoiceLineView = {
      name: "Credit for the licences replaced",
      licence: null,
      licenceDetail: null,
      quantity: item.quantity,
      unitPrice: formatPrice(-credit, currency),
      amount: formatPrice(-credit * item.quantity, currency),
    };
    return [line, creditLine];
  });

  const shipTo = invoice.shippingLine1
    ? present([
        invoice.shippingAddressName,
        invoice.shippingLine1,
        invoice.shippingLine2,
        present([invoice.shippingCity, invoice.shippingPostcode]).join(" "),
        country(invoice.shippingCountry),
      ])
    : null;

  // `discount` is every saving (family and multi-licence prices, any code) and is already in
  // the line prices, so it leads as the cart shows it ('Total Discount'), outside the sum. Only
  // a discount code is taken off the Sub Total: what the invoice's own figures leave over.
  const totals: InvoiceTotalView[] = [];
  if (invoice.discount > 0) {
    totals.push({ key: "discount", label: "Total Discount", value: money(-invoice.discount) });
  }
  totals.push({ key: "subtotal", label: "Sub Total", value: money(invoice.subtotal) });
  const codeDiscount = discountCodeSaving(invoice);
  if (codeDiscount > 0) {
    totals.push({
      key: "code",
      label: "Discount code",
      value: formatPrice(-codeDiscount, currency),
    });
  }
  if (shipTo) totals.push({ key: "shipping", label: "Shipping", value: money(invoice.shipping) });
  totals.push({ key: "taxes", label: taxesLabel(invoice), value: money(invoice.tax) });
  totals.push({ key: "total", label: "Total", value: money(invoice.total) });

  const paid = invoice.status === "paid";
  return {
    number: invoice.invoiceNumber ?? invoice.invoiceId,
    status: STATUS_LABELS[invoice.status] ?? invoice.status,
    paid,
    date: dateFormat.format(new Date(invoice.updatedAt)),
    billedTo: present([
      invoice.name,
      invoice.companyName,
      invoice.line1,
      invoice.line2,
      present([invoice.city, invoice.postcode]).join(" "),
      country(invoice.country),
    ]),
    contact: present([invoice.email, invoice.phone]),
    vatNumber: invoice.vatNumber?.trim() || null,
    vatCheck: vatCheckLine(invoice.vatCheck),
    taxNote: taxNote(invoice),
    shipTo,
    lines,
    totals,
    payment:
      paid && invoice.cardType && invoice.cardLastFour
        ? `Paid by ${cardBrand(invoice.cardType)} ending in ${invoice.cardLastFour}`
        : null,
  };
}
