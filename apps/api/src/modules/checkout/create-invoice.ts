import { toMajor } from "@meridian/pricing";
import type { UserError } from "../../errors";
import { parseArguments, Refusal, refusable, toUserErrors, userError } from "../../errors";
import type { Db } from "../../platform/db/database";
import type { Context } from "../../platform/graphql/context";
import { consumeRateLimit, rateLimitRules } from "../../platform/rate-limit/rate-limits";
import { listItems } from "../carts/cart-repository";
import { type CartLine, catalogueLines } from "../carts/cart-view";
import { CartCaller, resolveCart } from "../carts/resolve-cart";
import {
  CHECKOUT_COOKIE,
  CHECKOUT_COOKIE_MAX_AGE,
  guestInvoiceKey,
  hashInvoiceKey,
} from "../invoices/guest-key";
import { customerOf, type InvoiceCustomer } from "../invoices/invoice-customer";
import {
  countCodeUses,
  insertDraftInvoice,
  setGuestKeyHash,
} from "../invoices/invoices-repository";
import { type CreateInvoiceInput, createInvoiceInput, previewRules } from "./checkout-input";
import { guestLines, hasFonts } from "./checkout-lines";
import { discountCodeProblem, invoiceFigures, quoteInvoice } from "./invoice-quote";

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
  ctx: Context,
  args: unknown,
): Promise<{ errors: UserError[]; invoice: InvoicePreview | null }> {
  const parsed = createInvoiceInput.safeParse(args);
  if (!parsed.success) return { errors: toUserErrors(parsed.error), invoice: null };
  const input = parsed.data;
  // Authenticating reads the database: never from inside a transaction (PGlite has one connection).
  const viewer = await ctx.viewer();
  if (!viewer) {
    // Each guest preview stores a draft invoice: a script must not fill the table with them.
    const rule = rateLimitRules(ctx.env).guestPreview;
    const limited = await consumeRateLimit(ctx.database.db, rule, ctx.clientIp);
    if (limited) return { errors: [limited], invoice: null };
  }
  // Cookies (a merged visitor cart's, the guest's checkout key) go out only if the preview commits.
  const caller = new CartCaller(viewer, ctx.cookies);

  const outcome = await refusable(async () => {
    try {
      const preview = await ctx.database.transaction(async (tx) => {
        const purchase = input.items
          ? guestPurchase(ctx, input.items)
          : await cartPurchase(tx, ctx.store, caller);
        if (purchase.lines.length === 0) throw new Refusal([EMPTY_CART]);
        if (hasFonts(purchase.lines) && !viewer) {
          throw new Refusal([userError("AUTH_REQUIRED", null, AUTH_REQUIRED_MESSAGE)]);
        }
        const requiresShipping = purchase.lines.some((line) => line.row.itemType === "goods");
        const fields = parseArguments(previewRules({ shipping: requiresShipping }), args);

        const shippingCountry = (requiresShipping && fields.shippingCountry) || fields.country;
        const discountCode = fields.discountCode || null;
        const quote = quoteInvoice(ctx.store, {
          lines: purchase.lines,
          currency: purchase.currency,
          billingCountry: fields.country,
          shippingCountry,
          isBusiness: fields.isBusiness,
          vatNumber: fields.vatNumber,
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
          // A guest proves the draft is theirs at FinalizeInvoice with this key (guest-key.ts).
          const key = guestInvoiceKey(ctx.env.DOWNLOAD_SECRET, draft.id);
          await setGuestKeyHash(tx, draft.id, hashInvoiceKey(key));
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
          vatValid: quote.vatValid,
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

function guestPurchase(ctx: Context, items: NonNullable<CreateInvoiceInput["items"]>): Purchase {
  const result = guestLines(ctx.store, items);
  if ("errors" in result) throw new Refusal(result.errors);
  // The studio's cart is in GBP (spec 3, studio local cart).
  return { kind: "guest", items, currency: "GBP", lines: result.lines };
}

async function cartPurchase(
  tx: Db,
  store: Context["store"],
  caller: CartCaller,
): Promise<Purchase> {
  const cart = await resolveCart(tx, caller, { create: false });
  if (!cart) throw new Refusal([EMPTY_CART]);
  return {
    kind: "cart",
    cartId: cart.id,
    cartVersion: cart.version,
    currency: cart.currency,
    lines: catalogueLines(store, await listItems(tx, cart.id)),
  };
}
