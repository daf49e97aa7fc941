/**
 * What an invoice keeps of its customer (invoices.customer): the checkout fields as entered,
 * the draft's from CreateInvoice, replaced by FinalizeInvoice's. Empty strings where a field did
 * not apply (DESIGN 7.1).
 */
export interface InvoiceCustomer {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  vatNumber: string;
  isBusiness: boolean;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  postcode: string;
  shippingAddressName: string;
  shippingCompanyName: string;
  shippingLine1: string;
  shippingLine2: string;
  shippingCity: string;
  shippingState: string;
  shippingCountry: string;
  shippingPostcode: string;
  /** Licence details (spec 9): asked only for the licence types in the cart. */
  basicBrand: string;
  socialBrand: string;
  logoBrand: string;
  domain: string;
  app: string;
}

export const EMPTY_CUSTOMER: InvoiceCustomer = {
  name: "",
  email: "",
  phone: "",
  companyName: "",
  vatNumber: "",
  isBusiness: false,
  line1: "",
  line2: "",
  city: "",
  state: "",
  country: "",
  postcode: "",
  shippingAddressName: "",
  shippingCompanyName: "",
  shippingLine1: "",
  shippingLine2: "",
  shippingCity: "",
  shippingState: "",
  shippingCountry: "",
  shippingPostcode: "",
  basicBrand: "",
  socialBrand: "",
  logoBrand: "",
  domain: "",
  app: "",
};

/** The stored JSON (or parsed fields) with every field present: absent or null ones empty. */
export function customerOf(stored: unknown): InvoiceCustomer {
  const source = (stored ?? {}) as Record<string, unknown>;
  const customer: Record<string, unknown> = { ...EMPTY_CUSTOMER };
  for (const [key, fallback] of Object.entries(EMPTY_CUSTOMER)) {
    const value = source[key];
    if (typeof value === typeof fallback) customer[key] = value;
  }
  return customer as unknown as InvoiceCustomer;
}
