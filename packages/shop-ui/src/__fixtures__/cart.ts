/**
 * Carts for stories and tests, drawn by @meridian/cart's own view-models: server carts as the
 * shop API sends them (major units) through buildCartView, and the studio's browser-held items
 * through buildStudioCartView. What the panel shows is exactly what the sites will pass in.
 */
import {
  buildCartView,
  buildStudioCartView,
  type CartView,
  type LocalCartItem,
  type ServerCart,
  type ServerCartItem,
  type StudioCartView,
} from "@meridian/cart";

const ENQUIRY_EMAIL = "hello@meridian.example";
const ORIGIN = "https://meridian.example";
const CREATED = "2025-03-01T10:00:00.000Z";

type Line = Pick<ServerCartItem, "id" | "productId" | "price" | "priceUndiscounted"> &
  Partial<ServerCartItem>;

function line({ product, ...fields }: Line): ServerCartItem {
  return {
    cartId: "cart-1",
    styleId: null,
    styleName: null,
    variantId: null,
    variantName: null,
    itemType: "family",
    licenceType: "basic",
    licenceSize: 0,
    quantity: 1,
    product: product ?? { name: fields.productId, parentFont: null },
    upgrade: null,
    ...fields,
  };
}

const geist = { name: "Geist", parentFont: "geist" };

const FOUNDRY_LINES: ServerCartItem[] = [
  line({
    id: "geist:family",
    productId: "geist",
    product: geist,
    price: 255,
    priceUndiscounted: 560,
  }),
  line({
    id: "geist-mono:bold",
    productId: "geist-mono",
    product: { name: "Geist Mono", parentFont: "geist" },
    itemType: "style",
    styleId: "geist-mono-bold",
    styleName: "Bold",
    price: 65,
    priceUndiscounted: 70,
  }),
  line({
    id: "source-serif-4:semibold-italic",
    productId: "source-serif-4",
    product: { name: "Source Serif 4", parentFont: "source-serif-4" },
    itemType: "style",
    styleId: "source-serif-4-semibold-italic",
    styleName: "Semibold Italic",
    licenceSize: 1,
    price: 110,
    priceUndiscounted: 120,
  }),
  line({
    id: "geist:web-family",
    productId: "geist",
    product: geist,
    licenceType: "web",
    price: 230,
    priceUndiscounted: 560,
  }),
  line({
    id: "poster",
    productId: "poster",
    product: { name: "Source Serif 4 Optical Sizes Poster", parentFont: null },
    itemType: "goods",
    licenceType: "not_applicable",
    licenceSize: null,
    variantId: "poster-a2",
    variantName: "A2 (420 × 594 mm)",
    price: 27,
    priceUndiscounted: 30,
  }),
  line({
    id: "tote-bag",
    productId: "tote-bag",
    product: { name: "Meridian Tote Bag", parentFont: null },
    itemType: "goods",
    licenceType: "not_applicable",
    licenceSize: null,
    variantId: "tote-bag-natural",
    variantName: "Natural",
    price: 15,
    priceUndiscounted: 15,
  }),
];

function serverCart(overrides: Partial<ServerCart> = {}): ServerCart {
  return {
    id: "cart-1",
    currency: "GBP",
    exchangeRate: 1,
    rounding: 0,
    subtotal: 405,
    discount: 430,
    discounts: "Family discount, Multi-licence discount",
    hasDownloads: true,
    requiresShipping: true,
    overLimit: false,
    status: "open",
    userId: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    items: FOUNDRY_LINES,
    ...overrides,
  };
}

/** Fonts under two licence types and two goods; `editable: false` is snapshot mode. */
export function foundryCart({ editable = true } = {}): CartView {
  return buildCartView({ cart: serverCart(), enquiryEmail: ENQUIRY_EMAIL, snapshot: !editable });
}

/** On the checkout page once previewed for an EU business with a valid VAT number. */
export function reverseChargeCart(): CartView {
  return buildCartView({
    cart: serverCart(),
    enquiryEmail: ENQUIRY_EMAIL,
    snapshot: true,
    onCheckoutPage: true,
    invoice: {
      currency: "GBP",
      subtotal: 405,
      discount: 0,
      shipping: 8,
      tax: 0,
      taxName: "Reverse charge",
      taxRate: 0,
      total: 413,
    },
  });
}

/** A style grown to its family (DESIGN 4.10) beside a licence bought outright. */
export function upgradeCart(): CartView {
  const upgrade = line({
    id: "inter:upgrade",
    productId: "inter",
    product: { name: "Inter", parentFont: "inter" },
    itemType: "upgrade",
    licenceType: "web",
    price: 148,
    priceUndiscounted: 440,
    upgrade: { name: "Inter Family — upgrade from Regular, Web, Startup", credit: 52 },
  });
  const items = [upgrade, ...FOUNDRY_LINES.slice(0, 2)];
  return buildCartView({
    cart: serverCart({ items, subtotal: 468, discount: 550, requiresShipping: false }),
    enquiryEmail: ENQUIRY_EMAIL,
  });
}

export const emptyCart: CartView = buildCartView({ cart: null, enquiryEmail: ENQUIRY_EMAIL });

/** Over the purchase limit: 'Contact us' by e-mail instead of Checkout. */
export function overLimitCart(): CartView {
  return buildCartView({ cart: serverCart({ overLimit: true }), enquiryEmail: ENQUIRY_EMAIL });
}

/** The share line once ShareCart has answered, before and after the link is copied. */
export function sharedLinkCart(step: "copy" | "copied"): CartView {
  return buildCartView({
    cart: serverCart(),
    enquiryEmail: ENQUIRY_EMAIL,
    share: { sharedCartId: "5d0c1e7a9f2b4c38", copied: step === "copied", origin: ORIGIN },
  });
}

const STUDIO_ITEMS: LocalCartItem[] = [
  {
    productId: "risograph-print",
    productName: "Geist Pixel Risograph Print",
    variantId: "green-pink",
    variantName: "Green and pink",
    price: 3600,
    priceUndiscounted: 4000,
  },
  ...Array.from({ length: 2 }, () => ({
    productId: "specimen-book",
    productName: "The Meridian Specimen Book",
    variantId: "hardcover",
    variantName: "Hardcover",
    price: 4050,
    priceUndiscounted: 4500,
  })),
];

/** The studio's goods-only cart (spec 2.14); `complete` after payment, with the paid totals. */
export function studioCart({ complete = false } = {}): StudioCartView {
  return buildStudioCartView({
    freeShippingOverGbp: 75,
    state: {
      items: STUDIO_ITEMS,
      invoice: complete
        ? {
            currency: "GBP",
            subtotal: 97.5,
            discount: 0,
            shipping: 0,
            tax: 19.5,
            taxName: "VAT",
            taxRate: 20,
            total: 117,
          }
        : null,
      complete,
    },
  });
}
