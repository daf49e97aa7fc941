import { toMajor } from "@meridian/pricing";
import { customerOf, type InvoiceItemRow, type InvoiceRow } from "../invoices";

/** The GraphQL shapes of orders.graphql (spec 3): amounts in major units of the invoice currency. */

export function invoiceSummary(invoice: InvoiceRow) {
  return {
    invoiceId: String(invoice.id),
    invoiceNumber: invoice.number,
    status: invoice.status,
    total: toMajor(invoice.total),
    currency: invoice.currency,
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

export function invoiceListEntry(invoice: InvoiceRow, items: InvoiceItemRow[]) {
  return {
    invoiceId: String(invoice.id),
    updatedAt: invoice.updatedAt.toISOString(),
    total: toMajor(invoice.total),
    currency: invoice.currency,
    invoiceNumber: invoice.number,
    invoiceItems: items.map((item) => ({
      id: item.id,
      itemType: item.itemType,
      product: { name: item.productName },
      productId: item.productId,
      licenceType: item.licenceType,
      styleId: item.styleId,
      styleName: item.styleName,
      variantName: item.variantName,
      upgrade: upgradeView(item),
    })),
  };
}

/** An upgrade line's name and the credit it was charged less (DESIGN 4.10); null otherwise. */
function upgradeView(item: InvoiceItemRow) {
  return item.upgrade && { name: item.upgrade.name, credit: toMajor(item.credit) };
}

/** Empty checkout fields read as null: the invoice prints only what applies. */
const orNull = (value: string) => (value === "" ? null : value);

export function fullInvoiceView(invoice: InvoiceRow, items: InvoiceItemRow[]) {
  const customer = customerOf(invoice.customer);
  return {
    invoiceId: String(invoice.id),
    status: invoice.status,
    subtotal: toMajor(invoice.subtotal),
    shipping: toMajor(invoice.shipping),
    total: toMajor(invoice.total),
    tax: toMajor(invoice.tax),
    taxRate: Number(invoice.taxRate),
    taxName: invoice.taxName,
    discount: toMajor(invoice.discount),
    currency: invoice.currency,
    transactionId: invoice.transactionId,
    invoiceNumber: invoice.number,
    cardLastFour: invoice.cardLastFour,
    cardType: invoice.cardType,
    name: customer.name,
    email: customer.email,
    companyName: orNull(customer.companyName),
    vatNumber: orNull(customer.vatNumber),
    euB2b: invoice.euB2b,
    vatUnverified: invoice.vatUnverified,
    vatCheck: invoice.viesCheckedAt && {
      name: invoice.viesName,
      checkedAt: invoice.viesCheckedAt.toISOString(),
      requestId: invoice.viesRequestId,
    },
    phone: orNull(customer.phone),
    line1: orNull(customer.line1),
    line2: orNull(customer.line2),
    city: orNull(customer.city),
    country: orNull(customer.country),
    postcode: orNull(customer.postcode),
    shippingAddressName: orNull(customer.shippingAddressName),
    shippingLine1: orNull(customer.shippingLine1),
    shippingLine2: orNull(customer.shippingLine2),
    shippingCity: orNull(customer.shippingCity),
    shippingCountry: orNull(customer.shippingCountry),
    shippingPostcode: orNull(customer.shippingPostcode),
    appName: orNull(customer.app),
    domainName: orNull(customer.domain),
    socialBrand: orNull(customer.socialBrand),
    basicBrand: orNull(customer.basicBrand),
    logoBrand: orNull(customer.logoBrand),
    updatedAt: invoice.updatedAt.toISOString(),
    invoiceItems: items.map((item) => ({
      product: { name: item.productName },
      styleName: item.styleName,
      variantName: item.variantName,
      itemType: item.itemType,
      licenceType: item.licenceType,
      licenceSize: item.licenceSize,
      quantity: item.quantity,
      price: toMajor(item.price),
      priceUndiscounted: toMajor(item.priceUndiscounted),
      upgrade: upgradeView(item),
    })),
  };
}
