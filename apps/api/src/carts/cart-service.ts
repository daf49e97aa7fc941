import type { UserError } from "@meridian/graphql/errors";
import { licenceTypeFromIndex } from "@meridian/pricing";
import type { Context } from "../context";
import type { Db } from "../db/database";
import { toUserErrors } from "../graphql/user-errors";
import { isCartId, newCartId } from "./cart-id";
import {
  addItemInput,
  cartIdInput,
  currencyInput,
  itemIdInput,
  licenceSizeInput,
} from "./cart-input";
import {
  addLine,
  type CartRow,
  clearLines,
  createCart,
  findCart,
  groupLicenceSize,
  lineKeyOf,
  lineValues,
  listItems,
  mergeLines,
  type NewCartItem,
  removeLine,
  setGroupLicenceSize,
  touchCart,
} from "./cart-repository";
import { shopCatalogue } from "./catalogue";
import { CartCaller, resolveCart } from "./resolve-cart";

export interface CartOutcome {
  errors: UserError[];
  cart: CartRow | null;
}

const notFound = (field: string, message: string): UserError => ({
  code: "NOT_FOUND",
  field,
  message,
});
const invalid = (field: string, message: string): UserError => ({
  code: "INVALID_INPUT",
  field,
  message,
});

async function callerOf(ctx: Context): Promise<CartCaller> {
  return new CartCaller(await ctx.viewer(), ctx.cookies);
}

/** Runs `work` in a transaction on behalf of `caller`, sending its cookies only if it commits. */
async function inTransaction<T>(
  ctx: Context,
  caller: CartCaller,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    const result = await ctx.database.transaction(work);
    caller.committed();
    return result;
  } catch (error) {
    caller.rolledBack();
    throw error;
  }
}

/**
 * What a change did: payload errors refuse it (nothing is written), UNCHANGED leaves the cart
 * and its version as they were (so a checkout preview stays valid), undefined is a change.
 */
type ChangeResult = UserError[] | typeof UNCHANGED | undefined;
const UNCHANGED = Symbol("unchanged");

/** Runs a cart change in one transaction on the caller's cart (created if needed). */
async function changeCart(
  ctx: Context,
  change: (tx: Db, cart: CartRow) => Promise<ChangeResult>,
): Promise<CartOutcome> {
  const caller = await callerOf(ctx);
  try {
    return await inTransaction(ctx, caller, async (tx) => {
      const cart = (await resolveCart(tx, caller, { create: true }))!;
      const result = await change(tx, cart);
      if (Array.isArray(result) && result.length > 0) throw new RefusedChange(result);
      if (result !== UNCHANGED) await touchCart(tx, cart.id);
      return { errors: [], cart: (await findCart(tx, cart.id)) ?? cart };
    });
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    const cart = await inTransaction(ctx, caller, (tx) =>
      resolveCart(tx, caller, { create: false }),
    );
    return { errors: error.errors, cart };
  }
}

/** Carries payload errors out of a transaction so it rolls back. */
class RefusedChange extends Error {
  constructor(readonly errors: UserError[]) {
    super("refused");
  }
}

/** The caller's cart, created empty on first use. */
export async function currentCart(ctx: Context): Promise<CartRow> {
  const caller = await callerOf(ctx);
  return inTransaction(
    ctx,
    caller,
    async (tx) => (await resolveCart(tx, caller, { create: true }))!,
  );
}

/** The line AddItemToCart describes, checked against the catalogue; or why it cannot be sold. */
function lineFor(
  ctx: Context,
  input: ReturnType<typeof addItemInput.parse>,
): NewCartItem | UserError {
  const catalogue = shopCatalogue(ctx.store);
  if (input.itemType === "Goods") {
    const product = catalogue.product(input.productId);
    if (!product) return notFound("productId", "No product with this id");
    if (product.variants.length > 0) {
      if (!input.variantId)
        return invalid("variantId", `Choose a ${product.variantsName ?? "variant"}`);
      if (!product.variants.some((variant) => variant.id === input.variantId)) {
        return notFound("variantId", "No such variant of this product");
      }
    } else if (input.variantId) {
      return invalid("variantId", "This product has no variants");
    }
    const line = {
      itemType: "goods",
      productId: product.id,
      variantId: input.variantId ?? null,
      licenceType: "not_applicable",
    };
    return {
      ...line,
      parentFontId: null,
      styleId: null,
      licenceSize: null,
      quantity: 1,
      lineKey: lineKeyOf(line),
    };
  }
  const font = catalogue.font(input.productId);
  if (!font) return notFound("productId", "No font with this id");
  if (font.pricePerStyleGbp === undefined)
    return invalid("productId", `${font.name} is not for sale`);
  const licenceType = licenceTypeFromIndex(input.licenceType ?? -1);
  if (!licenceType)
    return invalid("licenceType", "Choose a licence type: an index from 0 (basic) to 4 (logo)");
  let styleId: string | null = null;
  if (input.itemType === "style") {
    if (!input.styleId) return invalid("styleId", "Choose a style");
    if (!font.styles.some((style) => style.id === input.styleId))
      return notFound("styleId", `No such style of ${font.name}`);
    styleId = input.styleId;
  }
  const line = { itemType: input.itemType, productId: font.id, styleId, licenceType };
  return {
    ...line,
    parentFontId: catalogue.parentFontId(font),
    variantId: null,
    licenceSize: input.licenceSize ?? null,
    quantity: 1,
    lineKey: lineKeyOf(line),
  };
}

export function addItem(ctx: Context, args: unknown): Promise<CartOutcome> {
  const parsed = addItemInput.safeParse(args);
  if (!parsed.success) return refuse(ctx, toUserErrors(parsed.error));
  const line = lineFor(ctx, parsed.data);
  if ("code" in line) return refuse(ctx, [line]);
  return changeCart(ctx, async (tx, cart) => {
    if (line.itemType !== "goods" && line.parentFontId) {
      const group = { parentFontId: line.parentFontId, licenceType: line.licenceType };
      // One licence size per parent font and licence type: a new line joins its group's size,
      // or, when a size is chosen, the whole group takes it.
      if (line.licenceSize === null || line.licenceSize === undefined) {
        line.licenceSize = (await groupLicenceSize(tx, cart.id, group)) ?? 0;
      } else {
        await setGroupLicenceSize(tx, cart.id, { ...group, licenceSize: line.licenceSize });
      }
    }
    await addLine(tx, cart.id, line);
    return undefined;
  });
}

export function removeItem(ctx: Context, args: unknown): Promise<CartOutcome> {
  const parsed = itemIdInput.safeParse(args);
  if (!parsed.success) return refuse(ctx, [notFound("itemId", "No such item in the cart")]);
  return changeCart(ctx, async (tx, cart) =>
    (await removeLine(tx, cart.id, parsed.data.itemId))
      ? undefined
      : [notFound("itemId", "No such item in the cart")],
  );
}

export function updateLicenceSize(ctx: Context, args: unknown): Promise<CartOutcome> {
  const parsed = licenceSizeInput.safeParse(args);
  if (!parsed.success) return refuse(ctx, toUserErrors(parsed.error));
  const licenceType = licenceTypeFromIndex(parsed.data.licenceType)!;
  return changeCart(ctx, async (tx, cart) => {
    const changed = await setGroupLicenceSize(tx, cart.id, { ...parsed.data, licenceType });
    return changed > 0
      ? undefined
      : [notFound("parentFontId", "The cart has no lines of this font with this licence type")];
  });
}

export function updateCurrency(ctx: Context, args: unknown): Promise<CartOutcome> {
  const parsed = currencyInput.safeParse(args);
  if (!parsed.success) return refuse(ctx, toUserErrors(parsed.error));
  return changeCart(ctx, async (tx, cart) => {
    // Choosing the current currency again does nothing (spec 5).
    if (cart.currency === parsed.data.currency) return UNCHANGED;
    await touchCart(tx, cart.id, { currency: parsed.data.currency });
    return undefined;
  });
}

export function clearCart(ctx: Context): Promise<CartOutcome> {
  return changeCart(ctx, async (tx, cart) =>
    (await clearLines(tx, cart.id)) > 0 ? undefined : UNCHANGED,
  );
}

/** ShareCart: a frozen copy under a new 128-bit id; the payload's cart is the copy. */
export async function shareCart(ctx: Context): Promise<CartOutcome> {
  const caller = await callerOf(ctx);
  return inTransaction(ctx, caller, async (tx) => {
    const cart = (await resolveCart(tx, caller, { create: true }))!;
    const items = await listItems(tx, cart.id);
    if (items.length === 0)
      return { errors: [invalid("cart", "There is nothing in the cart to share")], cart };
    const copy = await createCart(tx, {
      id: newCartId(),
      status: "shared",
      sharedFrom: cart.id,
      currency: cart.currency,
    });
    await mergeLines(tx, copy.id, items.map(lineValues));
    return { errors: [], cart: copy };
  });
}

/** AdoptCart: a shared copy's lines merge into the caller's cart; adopting twice changes nothing. */
export function adoptCart(ctx: Context, args: unknown): Promise<CartOutcome> {
  const parsed = cartIdInput.safeParse(args);
  const missing = [notFound("cartId", "This shared cart does not exist")];
  if (!parsed.success || !isCartId(parsed.data.cartId)) return refuse(ctx, missing);
  const sharedId = parsed.data.cartId;
  return changeCart(ctx, async (tx, cart) => {
    const shared = await findCart(tx, sharedId);
    if (shared?.status !== "shared") return missing;
    await mergeLines(tx, cart.id, (await listItems(tx, shared.id)).map(lineValues));
    return undefined;
  });
}

/** A refused call: the errors and the caller's cart as it is (no cart is created for it). */
async function refuse(ctx: Context, errors: UserError[]): Promise<CartOutcome> {
  const caller = await callerOf(ctx);
  const cart = await inTransaction(ctx, caller, (tx) => resolveCart(tx, caller, { create: false }));
  return { errors, cart };
}
