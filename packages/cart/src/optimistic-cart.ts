/**
 * The cart as it will be once the server has made a change (DESIGN 4.6), shown while the change
 * is on its way: a goods line's quantity, a font line added once at its group's size, a line
 * removed, a group's size, an empty cart. Lines and counts only — every amount stays the
 * server's: a line this made or changed is listed in `changed`, and the views say its price and
 * the totals are being calculated until the server's cart replaces this one (ADR 0035).
 */
import {
  DEFAULT_LICENCE_SIZE,
  LICENCE_TYPES,
  type LicenceSize,
  type LicenceType,
} from "@meridian/pricing";
import type { AddItemInput, CartItemNames } from "./add-item";
import type { ServerCart, ServerCartItem } from "./server-types";

/** A change the cart shows before the server answers. */
export type CartChange =
  | { kind: "add"; item: AddItemInput }
  | { kind: "remove"; itemId: string }
  | { kind: "clear" }
  | { kind: "licenceSize"; parentFontId: string; licenceTypeIndex: number; size: LicenceSize };

export interface ChangedCart {
  cart: ServerCart;
  /** The lines whose price the server has still to say (new ones, and ones it changed). */
  changed: string[];
}

/** Lines the server has not made yet carry ids of this form; nothing can be done to them. */
const PROVISIONAL_PREFIX = "provisional:";

export function isProvisionalLine(itemId: string): boolean {
  return itemId.startsWith(PROVISIONAL_PREFIX);
}

const isFontLine = (item: ServerCartItem) =>
  item.itemType === "family" || item.itemType === "style";

/** The parent font a line's licence size is chosen with (DESIGN 4.6), as cart-model reads it. */
const groupOf = (item: ServerCartItem) => item.product.parentFont ?? item.productId;

const unchanged = (cart: ServerCart): ChangedCart => ({ cart, changed: [] });

export function applyCartChange(cart: ServerCart, change: CartChange): ChangedCart {
  switch (change.kind) {
    case "add":
      return addItem(cart, change.item);
    case "remove":
      return removeItem(cart, change.itemId);
    case "clear":
      return cart.items.length === 0
        ? unchanged(cart)
        : { cart: { ...cart, items: [] }, changed: [] };
    case "licenceSize": {
      const licenceType = LICENCE_TYPES[change.licenceTypeIndex];
      if (!licenceType) return unchanged(cart);
      return sizeGroup(cart, change.parentFontId, licenceType, change.size);
    }
  }
}

function addItem(cart: ServerCart, item: AddItemInput): ChangedCart {
  switch (item.itemType) {
    case "goods":
      return addGoods(cart, item.productId, item.variantId ?? null, item.names);
    case "family":
    case "style":
      return addFont(cart, item);
    case "upgrade":
      // Its name, licence type and place are the server's to work out from the licence.
      return unchanged(cart);
  }
}

/** 'Add another' raises the quantity (DESIGN 4.6); a new variant is a line of its own. */
function addGoods(
  cart: ServerCart,
  productId: string,
  variantId: string | null,
  names: CartItemNames | undefined,
): ChangedCart {
  const same = cart.items.find(
    (line) =>
      line.itemType === "goods" && line.productId === productId && line.variantId === variantId,
  );
  if (same) {
    const items = cart.items.map((line) =>
      line === same ? { ...line, quantity: line.quantity + 1 } : line,
    );
    return { cart: { ...cart, items }, changed: [same.id] };
  }
  const productName = names?.productName ?? productNameIn(cart, productId);
  if (!productName) return unchanged(cart);
  const line = provisionalLine(cart, `goods:${productId}:${variantId ?? ""}`, {
    productId,
    itemType: "goods",
    licenceType: "not_applicable",
    licenceSize: null,
    variantId,
    variantName: names?.variantName ?? null,
    product: { name: productName, parentFont: null },
  });
  return { cart: { ...cart, items: [...cart.items, line] }, changed: [line.id] };
}

/**
 * A font line is there once (adding it again changes nothing), and the add sets its group's
 * size, as the server does with the size add-item always sends (Startup unless chosen).
 */
function addFont(
  cart: ServerCart,
  item: Extract<AddItemInput, { itemType: "family" | "style" }>,
): ChangedCart {
  const styleId = item.itemType === "style" ? item.styleId : null;
  const size = item.licenceSize ?? DEFAULT_LICENCE_SIZE;
  const sibling = cart.items.find((line) => isFontLine(line) && line.productId === item.productId);
  const group = sibling ? groupOf(sibling) : item.productId;
  const sized = sizeGroup(cart, group, item.licenceType, size);
  const exists = cart.items.some(
    (line) =>
      line.itemType === item.itemType &&
      line.productId === item.productId &&
      line.styleId === styleId &&
      line.licenceType === item.licenceType,
  );
  if (exists) return sized;
  const productName = item.names?.productName ?? sibling?.product.name;
  const styleName =
    item.itemType === "style"
      ? (item.names?.styleName ??
        cart.items.find((line) => line.productId === item.productId && line.styleId === styleId)
          ?.styleName)
      : null;
  if (!productName || styleName === undefined) return sized;
  const line = provisionalLine(
    cart,
    `${item.itemType}:${item.productId}:${styleId ?? "family"}:${item.licenceType}`,
    {
      productId: item.productId,
      itemType: item.itemType,
      licenceType: item.licenceType,
      licenceSize: size,
      styleId,
      styleName,
      product: { name: productName, parentFont: sibling?.product.parentFont ?? null },
    },
  );
  return {
    cart: { ...sized.cart, items: [...sized.cart.items, line] },
    changed: [...sized.changed, line.id],
  };
}

/** Every family and style line of one parent font and licence type takes one size. */
function sizeGroup(
  cart: ServerCart,
  parentFontId: string,
  licenceType: LicenceType,
  size: LicenceSize,
): ChangedCart {
  const changed: string[] = [];
  const items = cart.items.map((line) => {
    if (!isFontLine(line) || line.licenceType !== licenceType || groupOf(line) !== parentFontId)
      return line;
    if (line.licenceSize === size) return line;
    changed.push(line.id);
    return { ...line, licenceSize: size };
  });
  return changed.length === 0 ? unchanged(cart) : { cart: { ...cart, items }, changed };
}

/** A goods line above quantity 1 loses one (DESIGN 4.6); any other line goes. */
function removeItem(cart: ServerCart, itemId: string): ChangedCart {
  const line = cart.items.find((item) => item.id === itemId);
  if (!line) return unchanged(cart);
  if (line.itemType === "goods" && line.quantity > 1) {
    const items = cart.items.map((item) =>
      item === line ? { ...item, quantity: item.quantity - 1 } : item,
    );
    return { cart: { ...cart, items }, changed: [line.id] };
  }
  return { cart: { ...cart, items: cart.items.filter((item) => item !== line) }, changed: [] };
}

function productNameIn(cart: ServerCart, productId: string): string | undefined {
  return cart.items.find((line) => line.productId === productId)?.product.name;
}

/** A line the server has not made: no price of its own (0, never shown), no upgrade. */
function provisionalLine(
  cart: ServerCart,
  key: string,
  line: Pick<ServerCartItem, "productId" | "itemType" | "licenceType" | "licenceSize" | "product"> &
    Partial<Pick<ServerCartItem, "styleId" | "styleName" | "variantId" | "variantName">>,
): ServerCartItem {
  return {
    id: `${PROVISIONAL_PREFIX}${key}`,
    cartId: cart.id,
    styleId: null,
    styleName: null,
    variantId: null,
    variantName: null,
    price: 0,
    priceUndiscounted: 0,
    quantity: 1,
    upgrade: null,
    ...line,
  };
}
