/**
 * Cart view-models as @meridian/cart's buildCartView and buildStudioCartView return them, for
 * stories and tests. Amounts are formatted with @meridian/pricing, as the view-model does.
 */
import {
  type CurrencyCode,
  formatPrice,
  LICENCE_SIZES,
  type LicenceSize,
  purchaseEnquiryMailto,
} from "@meridian/pricing";
import type {
  CartItemView,
  CartTotalRow,
  CartViewModel,
  CurrencyDropdownView,
  FontGroupView,
} from "../CartView/model";

const sizeOptions = LICENCE_SIZES.map(({ label, description }, index) => ({
  value: index as LicenceSize,
  label,
  description,
}));

function item(
  key: string,
  name: string,
  licence: string | null,
  price: number,
  undiscounted: number | null,
  { editable = true, goods = false, currency = "GBP" as CurrencyCode } = {},
): CartItemView {
  return {
    key,
    itemId: key,
    productId: key.split(":")[0] ?? key,
    variantId: null,
    name,
    licence,
    price: formatPrice(price, currency),
    undiscountedPrice:
      undiscounted !== null && undiscounted !== price ? formatPrice(undiscounted, currency) : null,
    removable: editable,
    canAddAnother: editable && goods,
  };
}

function group(
  parentFontId: string,
  licenceType: "basic" | "web",
  size: LicenceSize,
  items: CartItemView[],
  editable = true,
): FontGroupView {
  return {
    key: `${licenceType}:${parentFontId}`,
    parentFontId,
    licenceType,
    licenceTypeIndex: licenceType === "basic" ? 0 : 1,
    size,
    sizeLabel: LICENCE_SIZES[size].label,
    sizeOptions: editable ? sizeOptions : null,
    items,
  };
}

function totals(pending: string | null, requiresShipping: boolean): CartTotalRow[] {
  const rows: CartTotalRow[] = [
    {
      key: "discount",
      label: "Total Discount (Family discount, Multi-licence discount)",
      value: formatPrice(-43000, "GBP"),
      pending: false,
    },
    { key: "subtotal", label: "Sub Total", value: formatPrice(40500, "GBP"), pending: false },
  ];
  const later = (key: CartTotalRow["key"], label: string, amount: number): CartTotalRow =>
    pending === null
      ? { key, label, value: formatPrice(amount, "GBP"), pending: false }
      : { key, label, value: pending, pending: true };
  if (requiresShipping) rows.push(later("shipping", "Shipping", 0));
  rows.push(later("taxes", "Taxes", 8100), later("total", "Total", 48600));
  return rows;
}

export const currencyDropdown: CurrencyDropdownView = {
  value: "GBP",
  options: [
    { value: "GBP", label: "GBP" },
    { value: "EUR", label: "EUR" },
    { value: "USD", label: "USD" },
  ],
};

export function foundryCart({ editable = true } = {}): CartViewModel {
  const options = { editable };
  return {
    isEmpty: false,
    sections: [
      {
        kind: "fonts",
        key: "basic",
        name: "Basic Fonts",
        title: "Basic Fonts (3)",
        count: 3,
        groups: [
          group(
            "geist",
            "basic",
            0,
            [
              item("geist:family", "Geist Family", "Basic, Startup", 25500, 56000, options),
              item("geist-mono:bold", "Geist Mono Bold", "Basic, Startup", 6500, 7000, options),
            ],
            editable,
          ),
          group(
            "source-serif-4",
            "basic",
            1,
            [
              item(
                "source-serif-4:semibold-italic",
                "Source Serif 4 Semibold Italic",
                "Basic, Small",
                11000,
                12000,
                options,
              ),
            ],
            editable,
          ),
        ],
      },
      {
        kind: "fonts",
        key: "web",
        name: "Web Fonts",
        title: "Web Fonts (1)",
        count: 1,
        groups: [
          group(
            "geist",
            "web",
            0,
            [item("geist:web-family", "Geist Family", "Web, Startup", 23000, 56000, options)],
            editable,
          ),
        ],
      },
      {
        kind: "goods",
        key: "goods",
        name: "Goods",
        title: "Goods (2)",
        count: 2,
        items: [
          item(
            "poster:1",
            "Source Serif 4 Optical Sizes Poster (A2 (420 × 594 mm))",
            null,
            2700,
            3000,
            {
              editable,
              goods: true,
            },
          ),
          item("tote-bag:1", "Meridian Tote Bag (Natural)", null, 1500, null, {
            editable,
            goods: true,
          }),
        ],
      },
    ],
    totals: totals("Calculated at checkout", true),
    checkout: { kind: "checkout", label: "Checkout", href: "/checkout", disabled: false },
    share: editable ? { step: "offer", text: "Do you want to share this cart?", url: null } : null,
  };
}

export const emptyCart: CartViewModel = {
  isEmpty: true,
  sections: [],
  totals: [
    { key: "discount", label: "Total Discount", value: formatPrice(0, "GBP"), pending: false },
    { key: "subtotal", label: "Sub Total", value: formatPrice(0, "GBP"), pending: false },
    { key: "taxes", label: "Taxes", value: "Calculated at checkout", pending: true },
    { key: "total", label: "Total", value: "Calculated at checkout", pending: true },
  ],
  checkout: { kind: "checkout", label: "Checkout", href: "/checkout", disabled: true },
  share: { step: "offer", text: "Do you want to share this cart?", url: null },
};

export function overLimitCart(): CartViewModel {
  const cart = foundryCart();
  return {
    ...cart,
    checkout: {
      kind: "enquiry",
      label: "Contact us",
      href: purchaseEnquiryMailto({
        email: "hello@meridian.example",
        currencySymbol: "£",
        items: [{ name: "Geist Family", licence: "Basic, Large", price: 1224000 }],
      }),
      disabled: false,
    },
    share: null,
  };
}

export function sharedLinkCart(step: "copy" | "copied"): CartViewModel {
  const url = "https://meridian.example/shared-cart/5d0c1e7a9f2b4c38";
  return {
    ...foundryCart(),
    share:
      step === "copy"
        ? { step, text: `Click to copy: ${url}`, url }
        : { step, text: "Link copied", url },
  };
}

/** The studio's goods-only cart (spec 2.14). */
export function studioCart({ complete = false } = {}): CartViewModel {
  const options = { editable: !complete, goods: true };
  return {
    isEmpty: false,
    sections: [
      {
        kind: "goods",
        key: "goods",
        name: "Goods",
        title: "Goods (3)",
        count: 3,
        items: [
          item(
            "risograph-print:1",
            "Geist Pixel Risograph Print (Green and pink)",
            null,
            3600,
            4000,
            options,
          ),
          item(
            "specimen-book:1",
            "The Meridian Specimen Book (Hardcover)",
            null,
            4050,
            4500,
            options,
          ),
          item(
            "specimen-book:2",
            "The Meridian Specimen Book (Hardcover)",
            null,
            4050,
            4500,
            options,
          ),
        ],
      },
    ],
    totals: [
      { key: "subtotal", label: "Sub Total", value: formatPrice(11700, "GBP"), pending: false },
      {
        key: "shipping",
        label: "Shipping",
        value: complete ? "£0.00" : "Calculated at checkout",
        pending: !complete,
      },
      {
        key: "taxes",
        label: "Taxes",
        value: complete ? "£19.50" : "Calculated at checkout",
        pending: !complete,
      },
      {
        key: "total",
        label: "Total",
        value: complete ? "£117.00" : "Calculated at checkout",
        pending: !complete,
      },
    ],
    shippingNote: "Free shipping on orders above £75 - UK only",
    checkout: { label: "Checkout", href: "/checkout", disabled: complete },
  };
}
