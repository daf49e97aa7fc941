import { z } from "zod";

/** AddItemToCart's arguments (spec 7.2, 5: itemType and productId are required). */
export const addItemInput = z.object({
  itemType: z.enum(["Goods", "family", "style", "upgrade"], {
    message: "itemType must be 'Goods', 'family', 'style' or 'upgrade'",
  }),
  productId: z.string().trim().min(1, "productId is required"),
  styleId: z.string().trim().min(1).nullish(),
  variantId: z.string().trim().min(1).nullish(),
  licenceType: z
    .number()
    .int()
    .min(0, "licenceType is an index from 0 (basic) to 4 (logo)")
    .max(4, "licenceType is an index from 0 (basic) to 4 (logo)")
    .nullish(),
  licenceSize: z
    .number()
    .int()
    .min(0, "licenceSize is an index from 0 (Startup) to 3 (Large)")
    .max(3, "licenceSize is an index from 0 (Startup) to 3 (Large)")
    .nullish(),
  /** An upgrade's licence: the id of a licence the customer owns (DESIGN 4.10). */
  upgradeFrom: z.string().trim().min(1).nullish(),
});

export const licenceSizeInput = z.object({
  parentFontId: z.string().trim().min(1, "parentFontId is required"),
  licenceType: z
    .number()
    .int()
    .min(0, "licenceType is an index from 0 (basic) to 4 (logo)")
    .max(4, "licenceType is an index from 0 (basic) to 4 (logo)"),
  licenceSize: z
    .number()
    .int()
    .min(0, "licenceSize is an index from 0 (Startup) to 3 (Large)")
    .max(3, "licenceSize is an index from 0 (Startup) to 3 (Large)"),
});

export const currencyInput = z.object({
  currency: z.enum(["GBP", "EUR", "USD"], { message: "currency must be GBP, EUR or USD" }),
});

export const itemIdInput = z.object({ itemId: z.uuid({ message: "No such item in the cart" }) });

export const cartIdInput = z.object({ cartId: z.string().trim() });
