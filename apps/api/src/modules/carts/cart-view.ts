import type { BuiltStore } from "@meridian/content/store";
import {
  type CartLineInput,
  cartCurrency,
  goodsPrices,
  isCurrencyCode,
  licencePrices,
  lineKind,
  type PricedCart,
  priceCart,
  toMajor,
} from "@meridian/pricing";
import { catalogueOf, shopRules } from "../catalogue";
import { type CreditedLicences, type Licence, type UpgradeLine, upgradeLine } from "../licences";
import type { CartItemRow, CartSnapshot } from "./cart-repository";

/** A cart line with the catalogue's names: what the pricing and the GraphQL Cart are made from. */
export interface CartLine {
  row: CartItemRow;
  productName: string;
  styleName: string | null;
  variantName: string | null;
  input: CartLineInput;
  /** An upgrade line's name, credit and the licences it replaces; null for other lines. */
  upgrade: UpgradeLine | null;
}

/**
 * The cart's lines priced from the catalogue; lines whose product left the catalogue drop out.
 * Upgrade lines are priced against `licences`, the cart's customer's (DESIGN 4.10), each licence
 * credited to one line only: the first, in the order the lines were added.
 */
export function catalogueLines(
  store: BuiltStore,
  rows: CartItemRow[],
  licences: readonly Licence[] = [],
): CartLine[] {
  const catalogue = catalogueOf(store);
  const rules = shopRules(store);
  const credited: CreditedLicences = new Map();
  return rows.flatMap((row): CartLine[] => {
    if (row.itemType === "goods") {
      const product = catalogue.product(row.productId);
      const variant = product?.variants.find((candidate) => candidate.id === row.variantId);
      if (!product || (row.variantId && !variant)) return [];
      const prices = goodsPrices(variant?.priceGbp ?? product.priceGbp, rules);
      return [
        {
          row,
          productName: product.name,
          styleName: null,
          variantName: variant?.variantName ?? null,
          input: { ...base(row), ...prices },
          upgrade: null,
        },
      ];
    }
    const font = catalogue.font(row.productId);
    const style = font?.styles.find((candidate) => candidate.id === row.styleId);
    // What the line licenses: a style, or the family (an upgrade counts as its target).
    const kind = lineKind(row);
    if (!font || (kind === "style" && !style)) return [];
    const prices = licencePrices({
      pricePerStyleGbp: font.pricePerStyleGbp,
      styleCount: font.styles.length,
      familyDiscount: font.familyDiscount,
      licenceType: row.licenceType as CartLineInput["licenceType"] & "basic",
      licenceSize: row.licenceSize ?? 0,
      rules,
    });
    if (!prices) return [];
    const linePrices = kind === "family" ? prices.family : prices.style;
    const names = { productName: font.name, styleName: style?.name ?? null };
    const upgrade =
      row.itemType === "upgrade"
        ? upgradeLine(
            { ...row, licenceType: row.licenceType as "basic", licenceSize: row.licenceSize ?? 0 },
            names,
            licences,
            credited,
          )
        : null;
    return [
      {
        row,
        ...names,
        variantName: null,
        input: {
          ...base(row),
          ...linePrices,
          ...(upgrade && { itemType: kind ?? "family", upgradeCredits: upgrade.credits }),
        },
        upgrade,
      },
    ];
  });
}

function base(row: CartItemRow): Omit<CartLineInput, "price" | "priceUndiscounted"> {
  return {
    id: row.id,
    itemType: row.itemType as CartLineInput["itemType"],
    productId: row.productId,
    parentFontId: row.parentFontId,
    licenceType: row.licenceType as CartLineInput["licenceType"],
    licenceSize: row.licenceSize,
    quantity: row.quantity,
  };
}

export function priceLines(store: BuiltStore, currencyCode: string, lines: CartLine[]): PricedCart {
  const rules = shopRules(store);
  const currency = cartCurrency(
    isCurrencyCode(currencyCode) ? currencyCode : "GBP",
    rules.currencies,
  );
  return priceCart(
    lines.map((line) => line.input),
    rules,
    currency,
  );
}

/**
 * The GraphQL Cart (spec 3): amounts in major units of the cart's currency. Made from the lines
 * the operation's own transaction read, so it shows the cart exactly as that left it and costs
 * no second read.
 */
export function cartView(store: BuiltStore, { cart, items, licences }: CartSnapshot) {
  const lines = catalogueLines(store, items, licences);
  const priced = priceLines(store, cart.currency, lines);
  const byId = new Map(priced.lines.map((line) => [line.id, line]));
  return {
    id: cart.id,
    currency: priced.currency.code,
    exchangeRate: priced.currency.exchangeRate,
    rounding: priced.currency.rounding,
    subtotal: toMajor(priced.subtotal),
    discount: toMajor(priced.discount),
    discounts: priced.discounts,
    hasDownloads: priced.hasDownloads,
    requiresShipping: priced.requiresShipping,
    overLimit: priced.overLimit,
    status: cart.status,
    userId: cart.userId,
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    items: lines.map((line) => {
      const pricedLine = byId.get(line.row.id)!;
      return {
        id: line.row.id,
        cartId: cart.id,
        productId: line.row.productId,
        styleId: line.row.styleId,
        styleName: line.styleName,
        variantId: line.row.variantId,
        variantName: line.variantName,
        itemType: line.row.itemType,
        licenceType: line.row.licenceType,
        licenceSize: line.row.licenceSize,
        product: { name: line.productName, parentFont: line.row.parentFontId },
        price: toMajor(pricedLine.price),
        priceUndiscounted: toMajor(pricedLine.priceUndiscounted),
        quantity: line.row.quantity,
        upgrade: line.upgrade && {
          name: line.upgrade.name,
          replaces: line.upgrade.replaces,
          targetPrice: toMajor(pricedLine.price + pricedLine.credit),
          credit: toMajor(pricedLine.credit),
        },
      };
    }),
  };
}
