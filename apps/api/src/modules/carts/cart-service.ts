import type { BuiltStore } from "@meridian/content/store";
import {
  isUpgradeOf,
  licenceTypeFromIndex,
  replacedLicences,
  type UpgradeTarget,
} from "@meridian/pricing";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import { parseArguments, Refusal, refusable, userError } from "../../errors";
import type { AuthenticatedUser } from "../../platform/auth/request-auth";
import type { Database, Db } from "../../platform/db/database";
import type { CookieJar } from "../../platform/http/cookies";
import { catalogueOf } from "../catalogue";
import {
  currentLicences,
  type Licence,
  licenceName,
  licencesOf,
  replacedTwiceMessage,
  upgradeTargetOf,
} from "../licences";
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
  addLineAtGroupSize,
  type CartRow,
  type CartSnapshot,
  clearLines,
  createCart,
  findCart,
  lineKeyOf,
  lineValues,
  listItems,
  mergeLines,
  type NewCartItem,
  removeLine,
  setGroupLicenceSize,
  touchCart,
  touchCartWithItems,
} from "./cart-repository";
import { type CartLine, catalogueLines } from "./cart-view";
import { CartCaller, resolveCart } from "./resolve-cart";

/** Single statements others use as the repository words them: checkout, payments, housekeeping. */
export {
  type CartItemRow,
  type CartRow,
  closeOrderedCart,
  deleteAbandonedVisitorCarts,
  deleteExpiredSharedCarts,
  findCart,
} from "./cart-repository";

/**
 * What the cart rules need of a request; the resolvers build it from the GraphQL context
 * (resolvers/cart-deps.ts).
 */
export interface CartDeps {
  database: Database;
  env: Env;
  /** The built catalogue: prices and products come from here, never from the client. */
  store: BuiltStore;
  /** The signed-in customer or null, asked for once an operation runs. */
  viewer(): Promise<AuthenticatedUser | null>;
  /** Where a visitor's cart token is read and, once a change commits, set. */
  cookies: CookieJar;
}

/** A cart operation's outcome: its payload errors and the cart as its transaction left it. */
export interface CartOutcome {
  errors: UserError[];
  cart: CartSnapshot | null;
}

async function callerOf(deps: CartDeps): Promise<CartCaller> {
  return new CartCaller(await deps.viewer(), deps.cookies);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` in a transaction on behalf of `caller`, sending its cookies only if it commits.
 * `work` may run twice (a deadlock is retried, db/database): it writes only through `tx`, and
 * its cookies wait in `caller`, which forgets those of an abandoned attempt.
 */
async function inTransaction<T>(
  deps: CartDeps,
  caller: CartCaller,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    const result = await deps.database.transaction(work);
    caller.committed();
    return result;
  } catch (error) {
    caller.rolledBack();
    throw error;
  }
}

/**
 * The cart and its lines, read in the transaction that is about to answer with them; with the
 * customer's licences when an upgrade line needs them.
 */
export async function snapshotOf(tx: Db, cart: CartRow): Promise<CartSnapshot> {
  return withLicences(tx, { cart, items: await listItems(tx, cart.id) });
}

async function withLicences(tx: Db, snapshot: CartSnapshot): Promise<CartSnapshot> {
  const { cart, items } = snapshot;
  const hasUpgrades = items.some((item) => item.itemType === "upgrade");
  if (!hasUpgrades || !cart.userId) return snapshot;
  return { ...snapshot, licences: await licencesOf(tx, cart.userId) };
}

/**
 * A cart's lines as checkout prices them: the catalogue's names and prices, upgrade lines
 * credited against the customer's licences as they are now.
 */
export async function cartLines(tx: Db, store: BuiltStore, cart: CartRow): Promise<CartLine[]> {
  const { items, licences } = await snapshotOf(tx, cart);
  return catalogueLines(store, items, licences);
}

/**
 * What a change did: UNCHANGED leaves the cart and its version as they were (so a checkout
 * preview stays valid), undefined is a change. A change that cannot be made throws a Refusal,
 * which rolls its transaction back.
 */
type ChangeResult = typeof UNCHANGED | undefined;
const UNCHANGED = Symbol("unchanged");

/**
 * Runs a cart change in one transaction on the caller's cart (created if needed). resolveCart
 * locks the cart first, so a concurrent change to it waits and then sees this one's lines: the
 * one-licence-size rule holds however many adds race.
 */
async function changeCart(
  deps: CartDeps,
  change: (tx: Db, cart: CartRow) => Promise<ChangeResult>,
): Promise<CartOutcome> {
  const caller = await callerOf(deps);
  const outcome = await refusable(() =>
    inTransaction(deps, caller, async (tx) => {
      const cart = (await resolveCart(tx, caller, { create: true }))!;
      const result = await change(tx, cart);
      if (result === UNCHANGED) return snapshotOf(tx, cart);
      return withLicences(tx, await touchCartWithItems(tx, cart.id));
    }),
  );
  return outcome.ok
    ? { errors: [], cart: outcome.value }
    : { errors: outcome.errors, cart: await existingCart(deps, caller) };
}

/** The caller's cart, created empty on first use. */
export async function currentCart(deps: CartDeps): Promise<CartSnapshot> {
  const caller = await callerOf(deps);
  return inTransaction(deps, caller, async (tx) =>
    snapshotOf(tx, (await resolveCart(tx, caller, { create: true }))!),
  );
}

/** The line AddItemToCart describes, checked against the catalogue; or why it cannot be sold. */
function lineFor(deps: CartDeps, input: ReturnType<typeof addItemInput.parse>): NewCartItem {
  const catalogue = catalogueOf(deps.store);
  if (input.itemType === "Goods") {
    const product = catalogue.product(input.productId);
    if (!product) throw refusal("NOT_FOUND", "productId", "No product with this id");
    if (product.variants.length > 0) {
      if (!input.variantId)
        throw refusal(
          "INVALID_INPUT",
          "variantId",
          `Choose a ${product.variantsName ?? "variant"}`,
        );
      if (!product.variants.some((variant) => variant.id === input.variantId)) {
        throw refusal("NOT_FOUND", "variantId", "No such variant of this product");
      }
    } else if (input.variantId) {
      throw refusal("INVALID_INPUT", "variantId", "This product has no variants");
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
  if (!font) throw refusal("NOT_FOUND", "productId", "No font with this id");
  if (font.pricePerStyleGbp === undefined)
    throw refusal("INVALID_INPUT", "productId", `${font.name} is not for sale`);
  const licenceType = licenceTypeFromIndex(input.licenceType ?? -1);
  if (!licenceType) {
    throw refusal(
      "INVALID_INPUT",
      "licenceType",
      "Choose a licence type: an index from 0 (basic) to 4 (logo)",
    );
  }
  let styleId: string | null = null;
  if (input.itemType === "style") {
    if (!input.styleId) throw refusal("INVALID_INPUT", "styleId", "Choose a style");
    if (!font.styles.some((style) => style.id === input.styleId))
      throw refusal("NOT_FOUND", "styleId", `No such style of ${font.name}`);
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

/**
 * An upgrade of a licence the customer owns (DESIGN 4.10): to a bigger size of it or, for a
 * style, to its family. Someone else's licence is answered like one that does not exist.
 */
async function upgradeLineFor(
  tx: Db,
  deps: CartDeps,
  cart: CartRow,
  input: ReturnType<typeof addItemInput.parse>,
): Promise<NewCartItem> {
  if (!cart.userId) throw refusal("AUTH_REQUIRED", null, UPGRADE_AUTH_MESSAGE);
  if (!input.upgradeFrom)
    throw refusal("INVALID_INPUT", "upgradeFrom", "Choose the licence to upgrade");
  const licences = await licencesOf(tx, cart.userId);
  const licence = licences.find(({ id }) => id === input.upgradeFrom);
  if (!licence) throw refusal("NOT_FOUND", "upgradeFrom", "No licence of yours with this id");
  if (licence.supersededByInvoiceId !== null) {
    throw refusal(
      "INVALID_INPUT",
      "upgradeFrom",
      `${licenceName(licence)} has been upgraded already: upgrade the licence that replaced it`,
    );
  }
  const catalogue = catalogueOf(deps.store);
  const font = catalogue.font(licence.fontId);
  if (!font || input.productId !== font.id) {
    throw refusal("INVALID_INPUT", "productId", "An upgrade stays with the font of its licence");
  }
  const styleId = input.styleId ?? null;
  if (styleId && !font.styles.some((style) => style.id === styleId)) {
    throw refusal("NOT_FOUND", "styleId", `No such style of ${font.name}`);
  }
  const line = {
    itemType: "upgrade",
    productId: font.id,
    styleId,
    licenceType: licence.licenceType,
    licenceSize: input.licenceSize ?? -1,
  };
  const target = upgradeTargetOf(line);
  if (!isUpgradeOf(licence, target, currentLicences(licences))) {
    throw refusal(
      "INVALID_INPUT",
      "licenceSize",
      `Choose a bigger licence than ${licenceName(licence)} and every licence of it you own: a bigger size, or for a style its family`,
    );
  }
  const lineKey = lineKeyOf(line);
  await refuseSecondCredit(tx, deps, cart, { productId: font.id, lineKey, target, licences });
  return {
    ...line,
    parentFontId: catalogue.parentFontId(font),
    variantId: null,
    quantity: 1,
    upgradeFrom: licence.id,
    lineKey,
  };
}

/**
 * A licence is credited once (DESIGN 4.10): an upgrade that would replace a licence another
 * upgrade line of the cart replaces already is refused. The line it would take the place of
 * (the same target, another size) does not count.
 */
async function refuseSecondCredit(
  tx: Db,
  deps: CartDeps,
  cart: CartRow,
  added: { productId: string; lineKey: string; target: UpgradeTarget; licences: Licence[] },
): Promise<void> {
  const others = (await listItems(tx, cart.id)).filter(
    (row) =>
      row.itemType === "upgrade" &&
      !(row.productId === added.productId && row.lineKey === added.lineKey),
  );
  if (others.length === 0) return;
  const creditedBy = new Map(
    catalogueLines(deps.store, others, added.licences).flatMap(({ upgrade }) =>
      (upgrade?.replaces ?? []).map((id) => [id, upgrade!.name] as const),
    ),
  );
  const taken = replacedLicences(added.target, currentLicences(added.licences)).find(({ id }) =>
    creditedBy.has(id),
  ) as Licence | undefined;
  if (taken) {
    throw refusal(
      "INVALID_INPUT",
      "upgradeFrom",
      replacedTwiceMessage(licenceName(taken), creditedBy.get(taken.id)!),
    );
  }
}

export const UPGRADE_AUTH_MESSAGE = "Please log in to upgrade a licence.";

export function addItem(deps: CartDeps, args: unknown): Promise<CartOutcome> {
  return changeCart(deps, async (tx, cart) => {
    const input = parseArguments(addItemInput, args);
    if (input.itemType === "upgrade") {
      await addLine(tx, cart.id, await upgradeLineFor(tx, deps, cart, input));
      return undefined;
    }
    const line = lineFor(deps, input);
    const { parentFontId } = line;
    if (line.itemType === "goods" || !parentFontId) {
      await addLine(tx, cart.id, line);
      return undefined;
    }
    // One licence size per parent font and licence type: a new line joins its group's size,
    // or, when a size is chosen, the whole group takes it.
    if (line.licenceSize === null || line.licenceSize === undefined) {
      await addLineAtGroupSize(tx, cart.id, { ...line, parentFontId });
    } else {
      const group = { parentFontId, licenceType: line.licenceType };
      await setGroupLicenceSize(tx, cart.id, { ...group, licenceSize: line.licenceSize });
      await addLine(tx, cart.id, line);
    }
    return undefined;
  });
}

const NO_SUCH_ITEM = userError("NOT_FOUND", "itemId", "No such item in the cart");

export function removeItem(deps: CartDeps, args: unknown): Promise<CartOutcome> {
  return changeCart(deps, async (tx, cart) => {
    const input = itemIdInput.safeParse(args);
    if (!input.success || !(await removeLine(tx, cart.id, input.data.itemId))) {
      throw new Refusal([NO_SUCH_ITEM]);
    }
    return undefined;
  });
}

export function updateLicenceSize(deps: CartDeps, args: unknown): Promise<CartOutcome> {
  return changeCart(deps, async (tx, cart) => {
    const input = parseArguments(licenceSizeInput, args);
    const licenceType = licenceTypeFromIndex(input.licenceType)!;
    if ((await setGroupLicenceSize(tx, cart.id, { ...input, licenceType })) === 0) {
      throw refusal(
        "NOT_FOUND",
        "parentFontId",
        "The cart has no lines of this font with this licence type",
      );
    }
    return undefined;
  });
}

export function updateCurrency(deps: CartDeps, args: unknown): Promise<CartOutcome> {
  return changeCart(deps, async (tx, cart) => {
    const { currency } = parseArguments(currencyInput, args);
    // Choosing the current currency again does nothing (spec 5).
    if (cart.currency === currency) return UNCHANGED;
    await touchCart(tx, cart.id, { currency });
    return undefined;
  });
}

export function clearCart(deps: CartDeps): Promise<CartOutcome> {
  return changeCart(deps, async (tx, cart) =>
    (await clearLines(tx, cart.id)) > 0 ? undefined : UNCHANGED,
  );
}

/** ShareCart: a frozen copy under a new 128-bit id; the payload's cart is the copy. */
export async function shareCart(deps: CartDeps): Promise<CartOutcome> {
  const caller = await callerOf(deps);
  return inTransaction(deps, caller, async (tx) => {
    const cart = (await resolveCart(tx, caller, { create: true }))!;
    const items = await listItems(tx, cart.id);
    // An upgrade is of the sharer's own licence: it means nothing in anyone else's cart.
    const shared = items.filter((item) => item.itemType !== "upgrade");
    if (shared.length === 0) {
      return {
        errors: [userError("INVALID_INPUT", "cart", "There is nothing in the cart to share")],
        cart: await snapshotOf(tx, cart),
      };
    }
    const copy = await createCart(tx, {
      id: newCartId(),
      status: "shared",
      sharedFrom: cart.id,
      currency: cart.currency,
    });
    await mergeLines(tx, copy.id, shared.map(lineValues));
    return { errors: [], cart: await snapshotOf(tx, copy) };
  });
}

/**
 * AdoptCart: a shared copy's lines merge into the caller's cart; adopting twice changes
 * nothing. A copy older than SHARED_CART_DAYS has expired and is answered like a missing one
 * (housekeeping deletes it soon after).
 */
export function adoptCart(deps: CartDeps, args: unknown): Promise<CartOutcome> {
  const missing = userError("NOT_FOUND", "cartId", "This shared cart does not exist");
  return changeCart(deps, async (tx, cart) => {
    const input = cartIdInput.safeParse(args);
    if (!input.success || !isCartId(input.data.cartId)) throw new Refusal([missing]);
    const shared = await findCart(tx, input.data.cartId);
    const expiresAt = shared && shared.createdAt.getTime() + deps.env.SHARED_CART_DAYS * DAY_MS;
    if (shared?.status !== "shared" || !expiresAt || expiresAt <= Date.now()) {
      throw new Refusal([missing]);
    }
    await mergeLines(tx, cart.id, (await listItems(tx, shared.id)).map(lineValues));
    return undefined;
  });
}

/** A refused call's cart: the caller's as it is, no cart created for it. */
async function existingCart(deps: CartDeps, caller: CartCaller): Promise<CartSnapshot | null> {
  return inTransaction(deps, caller, async (tx) => {
    const cart = await resolveCart(tx, caller, { create: false });
    return cart ? snapshotOf(tx, cart) : null;
  });
}

function refusal(...error: Parameters<typeof userError>): Refusal {
  return new Refusal([userError(...error)]);
}
