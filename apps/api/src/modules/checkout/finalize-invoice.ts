import type { LicenceType } from "@meridian/pricing";
import type { UserError } from "../../errors";
import { parseArguments, Refusal, refusable, toUserErrors, userError } from "../../errors";
import type { Db } from "../../platform/db/database";
import type { AuthenticatedUser, Context } from "../../platform/graphql/context";
import { findCart, listItems } from "../carts/cart-repository";
import { type CartLine, catalogueLines } from "../carts/cart-view";
import { CHECKOUT_COOKIE, guestInvoiceKey, invoiceKeyMatches } from "../invoices/guest-key";
import { customerOf, type InvoiceCustomer } from "../invoices/invoice-customer";
import {
  countCodeUses,
  findInvoice,
  type InvoiceRow,
  insertInvoiceItems,
  nextInvoiceSequence,
  openDraftInvoice,
  reserveCodeUse,
  setInvoiceNumber,
} from "../invoices/invoices-repository";
import { ensurePayment } from "../payments/ensure-payment";
import { paymentProvider } from "../payments/payment-provider";
import { finalizeInvoiceInput, finalizeRules, type GuestItemInput } from "./checkout-input";
import { guestLines, licenceTypesOf } from "./checkout-lines";
import { frozenItems } from "./invoice-items";
import { formatInvoiceNumber } from "./invoice-number";
import { CODE_MESSAGES, invoiceFigures, quoteInvoice } from "./invoice-quote";

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
  "The totals changed since they were calculated (address, VAT number or discount). Please review them and try again.";
const NOT_FOUND = userError("NOT_FOUND", "invoiceId", "No such invoice");
const CODE_USED_UP = userError("INVALID_INPUT", "discountCode", CODE_MESSAGES.used_up);

/**
 * FinalizeInvoice (DESIGN 4.7): checks the cart is still the one previewed, recomputes and
 * freezes the lines, numbers the invoice and creates its payment. Calling it again returns the
 * same payment: the payment's idempotency key is tied to the invoice, so nothing is charged twice.
 */
export async function finalizeInvoice(
  ctx: Context,
  args: unknown,
): Promise<{ errors: UserError[] } & Partial<FinalizedInvoice>> {
  const parsed = finalizeInvoiceInput.safeParse(args);
  if (!parsed.success) return { errors: toUserErrors(parsed.error) };
  const viewer = await ctx.viewer();
  const guestKey = ctx.cookies.get(CHECKOUT_COOKIE);

  const outcome = await refusable(() =>
    ctx.database.transaction(async (tx) => {
      const draft = await findInvoice(tx, parsed.data.invoiceId);
      // Another customer's invoice is answered exactly like a missing one.
      if (!draft || !ownsInvoice(draft, viewer, guestKey)) throw new Refusal([NOT_FOUND]);
      if (draft.status !== "draft") return draft;
      return freeze(tx, ctx, draft, args);
    }),
  );
  if (!outcome.ok) return { errors: outcome.errors };
  const invoice = outcome.value;
  if (!invoice.number) throw new Error(`invoice ${invoice.id} is open without a number`);
  const payment = await ensurePayment(ctx.database, paymentProvider(ctx.env), invoice);
  return {
    errors: [],
    clientSecret: payment.clientSecret,
    number: invoice.number,
    invoiceId: invoice.id,
    provider: payment.provider,
    invoiceKey: invoice.userId ? null : guestInvoiceKey(ctx.env.DOWNLOAD_SECRET, invoice.id),
  };
}

function ownsInvoice(
  invoice: InvoiceRow,
  viewer: AuthenticatedUser | null,
  guestKey: string | undefined,
): boolean {
  if (invoice.userId) return invoice.userId === viewer?.userId;
  return invoiceKeyMatches(guestKey, invoice.guestKeyHash);
}

/** Recomputes the draft for the final fields, then numbers it and freezes its lines. */
async function freeze(tx: Db, ctx: Context, draft: InvoiceRow, args: unknown): Promise<InvoiceRow> {
  const lines = await linesOf(tx, ctx, draft);
  const previewed = customerOf(draft.customer);
  const requiresShipping = lines.some((line) => line.row.itemType === "goods");
  const rules = finalizeRules({
    shipping: requiresShipping,
    isBusiness: previewed.isBusiness,
    licenceTypes: licenceTypesOf(lines),
  });
  const { invoiceId: _id, ...fields } = parseArguments(rules, args);

  const shippingCountry = requiresShipping ? fields.shippingCountry : fields.country;
  const quote = quoteInvoice(ctx.store, {
    lines,
    currency: draft.currency,
    billingCountry: fields.country,
    shippingCountry,
    isBusiness: previewed.isBusiness,
    vatNumber: fields.vatNumber,
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
    paymentProvider: paymentProvider(ctx.env).name,
  });
  // A concurrent call froze it first: answer with what it made.
  if (!opened) return (await findInvoice(tx, draft.id)) ?? draft;
  // The code's use is taken here, once, so concurrent orders cannot pass its usage limit; a
  // failed or voided invoice gives it back (checkout-repository, countCodeUses).
  if (
    code?.applies &&
    !(await reserveCodeUse(tx, code.code.code, draft.id, code.code.usageLimit))
  ) {
    throw new Refusal([CODE_USED_UP]);
  }
  const year = new Date().getUTCFullYear();
  const number = formatInvoiceNumber(year, await nextInvoiceSequence(tx, year));
  await insertInvoiceItems(tx, frozenItems(draft.id, lines, priced));
  return setInvoiceNumber(tx, draft.id, number);
}

/** The draft's lines as they are now: its cart, unchanged since the preview, or its guest items. */
async function linesOf(tx: Db, ctx: Context, draft: InvoiceRow): Promise<CartLine[]> {
  if (draft.cartId) {
    const cart = await findCart(tx, draft.cartId);
    if (cart?.status !== "open" || cart.version !== draft.cartVersion) {
      throw new Refusal([userError("CART_CHANGED", "cart", CART_CHANGED_MESSAGE)]);
    }
    return catalogueLines(ctx.store, await listItems(tx, cart.id));
  }
  const result = guestLines(ctx.store, (draft.guestItems ?? []) as GuestItemInput[]);
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
