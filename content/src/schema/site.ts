import { z } from "zod";
import { id, imageSource, markdown, slug } from "./common";

const currency = z.enum(["GBP", "EUR", "USD"]);

/**
 * site.yaml: the brand and shop configuration (DESIGN 5.1). Every brand string lives here, so
 * "Meridian" is configuration, not code.
 */
export const siteConfig = z.object({
  brand: z.string().min(1),
  /** The collaboration section's path prefix and navigation label (DESIGN 7.1). */
  collaboration: z.object({
    prefix: z.string().regex(/^[a-z]{1,8}$/, "must be 1–8 lower-case letters"),
    label: z.string().min(1),
  }),
  email: z.email(),
  studioAddress: z.array(z.string().min(1)).min(2, "an address has at least two lines"),
  socialLinks: z.object({
    professional: z.object({ label: z.string().min(1), url: z.url() }),
    photo: z.object({ label: z.string().min(1), url: z.url() }),
  }),
  /** The external goods shop (the studio's /goods), opened in a new tab. */
  goodsShopUrl: z.url(),
  /** Site setup: the font whose tester the home page shows, and the home page's fonts in order. */
  homepageFont: slug,
  homepageFonts: z.array(slug).min(1),
  /** Logos drawn from the catalogue fonts; the footer shows one at random. */
  logos: z.array(imageSource).min(1),
  footerText: markdown.optional(),
  shop: z.object({
    currencies: z.record(
      currency,
      z.object({ exchangeRate: z.number().positive(), rounding: z.number().int().min(0) }),
    ),
    /** The online price rule (DESIGN 4.1): shown at `onlineFactor`, rounded up to `onlineStep`. */
    onlineFactor: z.number().positive().max(1),
    onlineStep: z.number().int().positive(),
    licenceTypeFactors: z.object({
      basic: z.number().positive(),
      web: z.number().positive(),
      app: z.number().positive(),
      social: z.number().positive(),
      logo: z.number().positive(),
    }),
    licenceSizeFactors: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    multiLicenceDiscount: z.number().min(0).max(0.9),
    overLimitGbp: z.number().positive(),
    freeShippingOverGbp: z.number().positive(),
    discountCodes: z
      .array(
        z.object({
          id,
          code: z
            .string()
            .regex(/^[A-Z0-9-]{3,32}$/, "codes are 3–32 capital letters, digits or hyphens"),
          description: z.string().min(1),
          kind: z.enum(["percent", "fixed"]),
          /** Percent (0–100) or a fixed amount in GBP. */
          value: z.number().positive(),
          expiresAt: z.iso.datetime({ offset: true }).optional(),
          usageLimit: z.number().int().positive().optional(),
        }),
      )
      .default([]),
  }),
});

export type SiteConfig = z.infer<typeof siteConfig>;
