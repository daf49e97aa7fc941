/**
 * The checkout form as the API's arguments (spec 5 "Create invoice", "Finalize invoice";
 * DESIGN 7.1: "required" arguments are always sent, empty where they do not apply). The studio
 * sells goods only, so the licence details are always empty; the company and VAT number go only
 * with a business purchase; the billing address is the delivery address unless another is given.
 */
import type { GuestItem } from "@meridian/cart";
import type {
  CreateInvoiceMutationVariables,
  FinalizeInvoiceMutationVariables,
} from "@meridian/graphql/client";
import type { CheckoutDetails } from "./checkout-details";

/** The billing address the details stand for. */
function billingAddress(details: CheckoutDetails) {
  const same = details.billingSameAsShipping;
  return {
    line1: same ? details.shippingLine1 : details.line1,
    line2: same ? details.shippingLine2 : details.line2,
    city: same ? details.shippingCity : details.city,
    country: same ? details.shippingCountry : details.country,
    postcode: same ? details.shippingPostcode : details.postcode,
  };
}

/** Everything both calls send about the buyer and the two addresses. */
function customer(details: CheckoutDetails) {
  const companyName = details.isBusiness ? details.companyName : "";
  return {
    name: details.name,
    email: details.email,
    phone: details.phone,
    vatNumber: details.isBusiness ? details.vatNumber : "",
    companyName,
    ...billingAddress(details),
    shippingAddressName: details.shippingAddressName || details.name,
    shippingCompanyName: companyName,
    shippingLine1: details.shippingLine1,
    shippingLine2: details.shippingLine2,
    shippingCity: details.shippingCity,
    shippingCountry: details.shippingCountry,
    shippingPostcode: details.shippingPostcode,
  };
}

/** CreateInvoice for the guest's goods: the API prices `items` itself (DESIGN 4.7). */
export function createInvoiceVariables(
  details: CheckoutDetails,
  items: readonly GuestItem[],
): CreateInvoiceMutationVariables {
  const { companyName: _notAnArgument, ...fields } = customer(details);
  return {
    ...fields,
    isBusiness: details.isBusiness,
    discountCode: details.discountCode || null,
    items: items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
  };
}

/** FinalizeInvoice for the previewed invoice, with the same details as its preview. */
export function finalizeInvoiceVariables(
  details: CheckoutDetails,
  invoiceId: number,
): FinalizeInvoiceMutationVariables {
  return {
    invoiceId,
    ...customer(details),
    // Licence details: the studio sells no fonts.
    basicBrand: "",
    socialBrand: "",
    logoBrand: "",
    domain: "",
    app: "",
  };
}
