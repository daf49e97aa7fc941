import type { BuiltStore } from "@meridian/content/store";
import type { LicenceType } from "@meridian/pricing";
import { toMajor } from "@meridian/pricing";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import { parseArguments, Refusal, refusable, toUserErrors, userError } from "../../errors";
import type { AuthenticatedUser } from "../../platform/auth/request-auth";
import type { Database, Db } from "../../platform/db/database";
import type { CookieJar } from "../../platform/http/cookies";
import type { Logger } from "../../platform/logging/logger";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import {
  CartCaller,
  type CartLine,
  type CartRow,
  cartLines,
  findCart,
  resolveCart,
} from "../carts";
import {
  assignGuestKey,
  CHECKOUT_COOKIE,
  CHECKOUT_COOKIE_MAX_AGE,
  countCodeUses,
  customerOf,
  findInvoice,
  guestInvoiceKey,
  type InvoiceCustomer,
  type InvoiceRow,
  insertDraftInvoice,
  isInvoiceOf,
  issueInvoice,
  openDraftInvoice,
  reserveCodeUse,
} from "../invoices";
import { upgradeRefusal } from "../licences";
import { paymentForInvoice, paymentProviderFor } from "../payments";
import { type VatVerification, verifyVatNumber } from "../vat";
import {
  type CreateInvoiceInput,
  createInvoiceInput,
  finalizeInvoiceInput,
  finalizeRules,
  type GuestItemInput,
  previewRules,
} from "./checkout-input";
import { guestLines, hasFonts, licenceTypesOf } from "./checkout-lines";
import { frozenItems } from "./invoice-items";
import { CODE_MESSAGES, discountCodeProblem, invoiceFigures, quoteInvoice } from "./invoice-quote";

/**
 * What the checkout rules need of a request; the resolvers build it from the GraphQL context
 * (resolvers/checkout-deps.ts).
 */
export interface CheckoutDeps {
  database: Database;
  env: Env;
  /** The built catalogue: prices and products come from here, never from the client. */
  store: BuiltStore;
  /** The caller's address: guest previews are rate-limited by it. */
  clientIp: string;
  /** The signed-in customer or null; never asked from inside a transaction. */
  viewer(): Promise<AuthenticatedUser | null>;
  /** The visitor's cart token and the guest's checkout key. */
  cookies: CookieJar;
  logger: Logger;
}

export interface InvoicePreview {
  invoiceId: number;
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  taxRate: number;
  taxName: string;
  taxCountry: string;
  vatValid: boolean;
  /** VIES could not check the VAT number, so VAT is charged (DESIGN 4.11). */
  vatUnverified: boolean;
  total: number;
}

export const AUTH_REQUIRED_MESSAGE =
  "Please log in to buy fonts: your downloads are kept in your account.";
export const OVER_LIMIT_MESSAGE =
  "This order is above the online limit. Please send us a purchase enquiry instead.";
const EMPTY_CART = userError("INVALID_INPUT", "cart", "Your cart is empty");

/** What is being bought: the caller's server cart, or the studio's guest items. */
type Purchase =
  | { kind: "cart"; cartId: string; cartVersion: number; currency: string; lines: CartLine[] }
  | {
      kind: "guest";
      items: NonNullable<CreateInvoiceInput["items"]>;
      currency: "GBP";
      lines: CartLine[];
    };

/**
 * CreateInvoice (spec 4.5, DESIGN 4.7): the totals of the caller's cart — or of the guest's
 * items — for this billing and shipping address, kept as a draft invoice that FinalizeInvoice
 * turns into the real one.
 */
export async function createInvoice(
  deps: CheckoutDeps,
  args: unknown,
): Promise<{ errors: UserError[]; invoice: InvoicePreview | null }> {
  const parsed = createInvoiceInput.safeParse(args);
  if (!parsed.success) return { errors: toUserErrors(parsed.error), invoice: null };
  const input = parsed.data;
  // Authenticating reads the database: never from inside a transaction (PGlite has one connection).
  const viewer = await deps.viewer();
  if (!viewer) {
    // Each guest preview stores a draft invoice: a script must not fill the table with them.
    const rule = rateLimitRules(deps.env).guestPreview;
    const limited = await consumeRateLimit(deps.database.db, rule, deps.clientIp);
    if (limited) return { errors: [limited], invoice: null };
  }
  // VIES may take seconds: asked before the transaction, which must not wait on it.
  const vat = await verifyVatNumber(deps, input);
  if (vat.status === "limited") return { errors: [vat.error], invoice: null };
  // Cookies (a merged visitor cart's, the guest's checkout key) go out only if the preview commits.
  const caller = new CartCaller(viewer, deps.cookies);

  const outcome = await refusable(async () => {
    try {
      const preview = await deps.database.transaction(async (tx) => {
        const purchase = input.items
          ? guestPurchase(deps, input.items)
          : await cartPurchase(tx, deps.store, caller);
        if (purchase.lines.length === 0) throw new Refusal([EMPTY_CART]);
        if (hasFonts(purchase.lines) && !viewer) {
          throw new Refusal([userError("AUTH_REQUIRED", null, AUTH_REQUIRED_MESSAGE)]);
        }
        const requiresShipping = purchase.lines.some((line) => line.row.itemType === "goods");
        const fields = parseArguments(
          previewRules({ shipping: requiresShipping, vatRefusal: vatRefusal(vat) }),
          args,
        );

        const shippingCountry = (requiresShipping && fields.shippingCountry) || fields.country;
        const discountCode = fields.discountCode || null;
        const quote = quoteInvoice(deps.store, {
          lines: purchase.lines,
          currency: purchase.currency,
          billingCountry: fields.country,
          shippingCountry,
          isBusiness: fields.isBusiness,
          vat,
          discountCode,
          codeUsesSoFar: discountCode ? await countCodeUses(tx, discountCode) : 0,
          now: new Date(),
        });
        // An order above the limit goes through the purchase enquiry (spec 7.4), never online.
        if (quote.priced.overLimit) {
          throw new Refusal([userError("OVER_LIMIT", "cart", OVER_LIMIT_MESSAGE)]);
        }
        const codeProblem = discountCodeProblem(quote.priced);
        if (codeProblem) throw new Refusal([codeProblem]);

        const { priced, totals } = quote;
        const customer: InvoiceCustomer = {
          ...customerOf(fields),
          isBusiness: fields.isBusiness,
          shippingCountry: requiresShipping ? shippingCountry : "",
        };
        const draft = await insertDraftInvoice(tx, {
          ...invoiceFigures(quote),
          userId: viewer?.userId ?? null,
          cartId: purchase.kind === "cart" ? purchase.cartId : null,
          cartVersion: purchase.kind === "cart" ? purchase.cartVersion : null,
          guestItems: purchase.kind === "guest" ? purchase.items : null,
          discountCode: priced.discountCode?.applies ? priced.discountCode.code.code : null,
          customer,
        });
        if (!viewer) {
          // A guest proves the draft is theirs at FinalizeInvoice with this key.
          const key = await assignGuestKey(tx, deps.env.DOWNLOAD_SECRET, draft.id);
          caller.setCookieAfterCommit(CHECKOUT_COOKIE, key, {
            maxAgeSeconds: CHECKOUT_COOKIE_MAX_AGE,
            httpOnly: true,
            sameSite: "Lax",
          });
        }
        return {
          invoiceId: draft.id,
          currency: priced.currency.code,
          subtotal: toMajor(totals.subtotal),
          discount: toMajor(totals.discount),
          shipping: toMajor(totals.shipping),
          tax: toMajor(totals.tax.amount),
          taxRate: totals.tax.rate,
          taxName: totals.tax.name,
          taxCountry: totals.tax.taxCountry,
          vatValid: vat.status === "valid",
          vatUnverified: vat.status === "unverified",
          total: toMajor(totals.total),
        } satisfies InvoicePreview;
      });
      caller.committed();
      return preview;
    } catch (error) {
      caller.rolledBack();
      throw error;
    }
  });
  return outcome.ok
    ? { errors: [], invoice: outcome.value }
    : { errors: outcome.errors, invoice: null };
}

function guestPurchase(
  deps: CheckoutDeps,
  items: NonNullable<CreateInvoiceInput["items"]>,
): Purchase {
  const result = guestLines(deps.store, items);
  if ("errors" in result) throw new Refusal(result.errors);
  // The studio's cart is in GBP (spec 3, studio local cart).
  return { kind: "guest", items, currency: "GBP", lines: result.lines };
}

async function cartPurchase(tx: Db, store: BuiltStore, caller: CartCaller): Promise<Purchase> {
  const cart = await resolveCart(tx, caller, { create: false });
  if (!cart) throw new Refusal([EMPTY_CART]);
  return {
    kind: "cart",
    cartId: cart.id,
    cartVersion: cart.version,
    currency: cart.currency,
    lines: await purchasableLines(tx, store, cart),
  };
}

/**
 * A cart's lines as checkout buys them. An upgrade is checked again against the customer's
 * licences as they are now (DESIGN 4.10): one of a licence not theirs, or upgraded already since
 * it was added, is refused before anything is written.
 */
async function purchasableLines(tx: Db, store: BuiltStore, cart: CartRow): Promise<CartLine[]> {
  const lines = await cartLines(tx, store, cart);
  const refusals = lines.flatMap((line) => (line.upgrade && upgradeRefusal(line.upgrade)) || []);
  if (refusals.length > 0) throw new Refusal(refusals);
  return lines;
}

export interface FinalizedInvoice {
  clientSecret: string;
  number: string;
  invoiceId: number;
  provider: string;
  invoiceKey: string | null;
}

export const CART_CHANGED_MESSAGE =
  "Your cart changed since the totals were calculated. Please review it and try again.";
export const TOTALS_CHANGED_MESSAGE =
  "The totals changed since they were calculated (a price, the address, VAT number or discount). Please review them and try again.";
const NOT_FOUND = userError("NOT_FOUND", "invoiceId", "No such invoice");
const CODE_USED_UP = userError("INVALID_INPUT", "discountCode", CODE_MESSAGES.used_up);

/**
 * FinalizeInvoice (DESIGN 4.7): checks the cart is still the one previewed, recomputes and
 * freezes the lines, numbers the invoice and creates its payment. Calling it again returns the
 * same payment: the payment's idempotency key is tied to the invoice, so nothing is charged twice.
 */
export async function finalizeInvoice(
  deps: CheckoutDeps,
  args: unknown,
): Promise<{ errors: UserError[] } & Partial<FinalizedInvoice>> {
  const parsed = finalizeInvoiceInput.safeParse(args);
  if (!parsed.success) return { errors: toUserErrors(parsed.error) };
  const viewer = await deps.viewer();
  const guestKey = deps.cookies.get(CHECKOUT_COOKIE);
  const vat = await finalVatVerification(deps, parsed.data);
  if (vat.status === "limited") return { errors: [vat.error] };

  const outcome = await refusable(() =>
    deps.database.transaction(async (tx) => {
      const draft = await findInvoice(tx, parsed.data.invoiceId);
      // Another customer's invoice is answered exactly like a missing one.
      if (!draft || !isInvoiceOf(draft, { userId: viewer?.userId, guestKey })) {
        throw new Refusal([NOT_FOUND]);
      }
      if (draft.status !== "draft") return draft;
      return freeze(tx, deps, draft, { args, vat });
    }),
  );
  if (!outcome.ok) return { errors: outcome.errors };
  const invoice = outcome.value;
  if (!invoice.number) throw new Error(`invoice ${invoice.id} is open without a number`);
  // Nothing to pay (an upgrade its credit covers): the order is fulfilled there, card-free.
  const payment = await paymentForInvoice(deps, invoice);
  return {
    errors: [],
    clientSecret: payment.clientSecret,
    number: invoice.number,
    invoiceId: invoice.id,
    provider: payment.provider,
    invoiceKey: invoice.userId ? null : guestInvoiceKey(deps.env.DOWNLOAD_SECRET, invoice.id),
  };
}

/** A refused VAT number's field error, or null. */
const vatRefusal = (vat: VatVerification) => (vat.status === "invalid" ? vat.error : null);

/**
 * The VAT number of the final details, checked before FinalizeInvoice's transaction: whether the
 * customer is a business is the preview's (the draft's). Normally answered from the check the
 * preview made, kept for a day.
 */
async function finalVatVerification(
  deps: CheckoutDeps,
  input: { invoiceId: number; vatNumber: string; country: string },
): Promise<VatVerification> {
  const draft = await findInvoice(deps.database.db, input.invoiceId);
  if (draft?.status !== "draft") return { status: "none" };
  const { isBusiness } = customerOf(draft.customer);
  return verifyVatNumber(deps, { isBusiness, vatNumber: input.vatNumber, country: input.country });
}

/** Recomputes the draft for the final fields, then numbers it and freezes its lines. */
async function freeze(
  tx: Db,
  deps: CheckoutDeps,
  draft: InvoiceRow,
  { args, vat }: { args: unknown; vat: VatVerification },
): Promise<InvoiceRow> {
  const lines = await linesOf(tx, deps, draft);
  const previewed = customerOf(draft.customer);
  const requiresShipping = lines.some((line) => line.row.itemType === "goods");
  const rules = finalizeRules({
    shipping: requiresShipping,
    isBusiness: previewed.isBusiness,
    licenceTypes: licenceTypesOf(lines),
    vatRefusal: vatRefusal(vat),
  });
  const { invoiceId: _id, ...fields } = parseArguments(rules, args);

  const shippingCountry = requiresShipping ? fields.shippingCountry : fields.country;
  const quote = quoteInvoice(deps.store, {
    lines,
    currency: draft.currency,
    billingCountry: fields.country,
    shippingCountry,
    isBusiness: previewed.isBusiness,
    vat,
    discountCode: draft.discountCode,
    codeUsesSoFar: draft.discountCode ? await countCodeUses(tx, draft.discountCode) : 0,
    now: new Date(),
  });
  const { priced, totals } = quote;
  const code = draft.discountCode ? priced.discountCode : null;
  if (code?.applies === false && code.reason === "used_up") throw new Refusal([CODE_USED_UP]);
  // The customer pays what the preview showed, or is asked to look again: a new address, VAT
  // number, catalogue price or a code expired meanwhile all change the total.
  if (code?.applies === false || totals.total !== draft.total || priced.overLimit) {
    throw new Refusal([userError("CART_CHANGED", null, TOTALS_CHANGED_MESSAGE)]);
  }

  const customer = applicableDetails(
    { ...customerOf(fields), isBusiness: previewed.isBusiness },
    { shipping: requiresShipping, licenceTypes: licenceTypesOf(lines) },
  );
  const opened = await openDraftInvoice(tx, draft.id, {
    ...invoiceFigures(quote),
    customer,
    paymentProvider: paymentProviderFor(deps.env, totals.total).name,
  });
  // A concurrent call froze it first: answer with what it made.
  if (!opened) return (await findInvoice(tx, draft.id)) ?? draft;
  // The code's use is taken here, once, so concurrent orders cannot pass its usage limit; a
  // failed or voided invoice gives it back (invoices' countCodeUses).
  if (
    code?.applies &&
    !(await reserveCodeUse(tx, code.code.code, draft.id, code.code.usageLimit))
  ) {
    throw new Refusal([CODE_USED_UP]);
  }
  return issueInvoice(tx, draft.id, frozenItems(draft.id, lines, priced));
}

/** The draft's lines as they are now: its cart, unchanged since the preview, or its guest items. */
async function linesOf(tx: Db, deps: CheckoutDeps, draft: InvoiceRow): Promise<CartLine[]> {
  if (draft.cartId) {
    const cart = await findCart(tx, draft.cartId);
    if (cart?.status !== "open" || cart.version !== draft.cartVersion) {
      throw new Refusal([userError("CART_CHANGED", "cart", CART_CHANGED_MESSAGE)]);
    }
    return purchasableLines(tx, deps.store, cart);
  }
  const result = guestLines(deps.store, (draft.guestItems ?? []) as GuestItemInput[]);
  // A product withdrawn since the preview changes what would be bought.
  if ("errors" in result)
    throw new Refusal([userError("CART_CHANGED", "cart", CART_CHANGED_MESSAGE)]);
  return result.lines;
}

const LICENCE_DETAIL_FIELDS = {
  basic: "basicBrand",
  logo: "logoBrand",
  social: "socialBrand",
  web: "domain",
  app: "app",
} as const satisfies Record<LicenceType, keyof InvoiceCustomer>;
const SHIPPING_FIELDS = [
  "shippingAddressName",
  "shippingCompanyName",
  "shippingLine1",
  "shippingLine2",
  "shippingCity",
  "shippingState",
  "shippingCountry",
  "shippingPostcode",
] as const;

/**
 * The invoice keeps what applies to this order only: the delivery address when goods ship, the
 * licence details of the licence types bought. The rest was sent (the arguments are required)
 * but would print on the invoice and certificate as if it meant something.
 */
function applicableDetails(
  customer: InvoiceCustomer,
  needs: { shipping: boolean; licenceTypes: ReadonlySet<LicenceType> },
): InvoiceCustomer {
  const kept = { ...customer };
  for (const [type, field] of Object.entries(LICENCE_DETAIL_FIELDS)) {
    if (!needs.licenceTypes.has(type as LicenceType)) kept[field] = "";
  }
  if (!needs.shipping) for (const field of SHIPPING_FIELDS) kept[field] = "";
  return kept;
}
