import { z } from "zod";
import { contentBlock } from "./blocks";
import { hexColour, id, imageSource, itemMeta, markdown, seo, slug } from "./common";

/** classifications.yaml: e.g. Serif, Sans Serif, Monospace (the search matches these names). */
export const classification = z.object({ id, name: z.string().min(1) });

/** widths.yaml: the widths styles are drawn in. */
export const width = z.object({ id, name: z.string().min(1) });

/** opentype-features.yaml: display names of OpenType feature tags. */
export const opentypeFeature = z.object({
  name: z.string().min(1),
  unicodeTag: z.string().regex(/^[a-z0-9]{4}$/, "must be a four-character OpenType tag"),
});

/** Custom fonts and modified fonts made for clients. */
export const clientFont = z.object({
  id,
  slug,
  title: z.string().min(1),
  clientName: z.string().min(1),
  indexImage: imageSource,
  indexText: z.string().min(1),
  content: z.array(contentBlock).min(1),
  seo: seo.optional(),
  ...itemMeta,
});

export const caseStudy = z.object({
  id,
  slug,
  title: z.string().min(1),
  clientName: z.string().min(1),
  indexImage: imageSource,
  indexText: z.string().min(1),
  content: z.array(contentBlock).min(1),
  seo: seo.optional(),
  ...itemMeta,
});

export const fontsInUseCategory = z.object({ id, name: z.string().min(1) });

export const fontInUse = z.object({
  id,
  projectName: z.string().min(1),
  image: imageSource,
  /** Where the project can be seen. */
  fontsInUseUrl: z.url().optional(),
  /** The catalogue fonts it uses, by slug. */
  fonts: z.array(slug).min(1),
  /** Categories from fonts-in-use-categories.yaml, by id. */
  categories: z.array(id).min(1),
  ...itemMeta,
});

/** Information pages: FAQ's, Licences, Copyright. Items flagged showInIndex appear on /information. */
export const infoPage = z.object({
  id,
  slug,
  title: z.string().min(1),
  intro: markdown.optional(),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1),
        items: z
          .array(
            z.object({
              title: z.string().min(1),
              body: markdown,
              showInIndex: z.boolean().default(false),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  seo: seo.optional(),
  ...itemMeta,
});

/** Content pages by slug (about, services, privacy and cookie policies, ...). */
export const page = z.object({
  id,
  slug,
  title: z.string().min(1),
  content: z.array(contentBlock).min(1),
  seo: seo.optional(),
  ...itemMeta,
});

/** page-seo.yaml: SEO of index pages that have no item of their own, by page key ('fonts', 'playground', ...). */
export const pageSeo = z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), seo);

export const product = z
  .object({
    id,
    slug,
    name: z.string().min(1),
    priceGbp: z.number().positive().max(100_000),
    description: markdown,
    details: z.array(z.object({ name: z.string().min(1), value: z.string().min(1) })).default([]),
    /** What the variants differ by, e.g. 'Size' or 'Colour'. */
    variantsName: z.string().min(1).optional(),
    variants: z
      .array(z.object({ id, variantName: z.string().min(1), priceGbp: z.number().positive() }))
      .default([]),
    size: z.object({
      heightCm: z.number().positive(),
      lengthCm: z.number().positive(),
      widthCm: z.number().positive(),
      weightKg: z.number().positive(),
    }),
    fixedCostUkGbp: z.number().min(0),
    fixedCostEuGbp: z.number().min(0),
    fixedCostRowGbp: z.number().min(0),
    /** The tax category and the payment provider's id for it. */
    taxCategory: z.object({ name: z.string().min(1), providerTaxCode: z.string().min(1) }),
    indexImages: z.array(imageSource).min(1),
    images: z.array(imageSource).min(1),
    moreGoodsImage: imageSource,
    seo: z.object({ description: z.string().min(1).max(200) }),
    ...itemMeta,
  })
  .refine((item) => item.variants.length === 0 || item.variantsName, {
    path: ["variantsName"],
    message: "a product with variants needs variantsName",
  });

export type ClientFont = z.infer<typeof clientFont>;
export type CaseStudy = z.infer<typeof caseStudy>;
export type FontInUse = z.infer<typeof fontInUse>;
export type InfoPage = z.infer<typeof infoPage>;
export type Page = z.infer<typeof page>;
export type Product = z.infer<typeof product>;
export { hexColour };
