import { z } from "zod";
import { hexColour, imageSource, markdown, slug } from "./common";

/**
 * Content blocks: every kind of the spec's block table (section 3), one `type` each. Fields the
 * spec lists are kept by name; kinds it leaves unlisted get the fields their name implies.
 */
const image = z.object({
  type: z.literal("image"),
  image: imageSource,
  caption: z.string().optional(),
  /** A case study this image links to. */
  caseStudy: slug.optional(),
  fullBleed: z.boolean().default(false),
});

const text = z.object({
  type: z.literal("text"),
  heading: z.string().optional(),
  title: z.string().optional(),
  body: markdown,
  leftAlign: z.boolean().default(false),
  narrow: z.boolean().default(false),
  footer: z.string().optional(),
});

const splitText = z.object({
  type: z.literal("splitText"),
  left: markdown,
  right: markdown,
});

const textAndList = z.object({
  type: z.literal("textAndList"),
  heading: z.string().optional(),
  body: markdown,
  items: z.array(z.string().min(1)).min(1),
});

const quote = z.object({
  type: z.literal("quote"),
  quote: z.string().min(1),
  attribution: z.string().min(1),
});

const carousel = z.object({
  type: z.literal("carousel"),
  images: z.array(imageSource).min(2, "a carousel needs at least two images"),
});

const imageGrid = z.object({
  type: z.literal("imageGrid"),
  columns: z.number().int().min(2).max(4).default(2),
  images: z.array(imageSource).min(2),
});

const video = z.object({
  type: z.literal("video"),
  provider: z.enum(["youtube", "vimeo"]),
  providerUid: z.string().min(1),
  url: z.url(),
  /** The poster frame, generated like every other image. */
  thumbnail: imageSource,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  title: z.string().min(1),
  linkText: z.string().optional(),
  linkUrl: z.string().optional(),
});

const table = z.object({
  type: z.literal("table"),
  /** Rows of cells; the first row is the header. */
  data: z.array(z.array(z.string())).min(2, "a table needs a header row and a body row"),
});

const tiledImage = z.object({
  type: z.literal("tiledImage"),
  tiles: z.tuple([imageSource, imageSource]),
});

const tiledContent = z.object({
  type: z.literal("tiledContent"),
  contentType: z.enum(["customFonts", "modifiedFonts", "caseStudies", "fontsInUse", "fonts"]),
  layout: z.enum(["two", "three", "four"]).default("three"),
  numberOfRows: z.number().int().min(1).max(10).default(1),
  fillWithRemainingItems: z.boolean().default(false),
  /** Items to show first, by slug (or id for fonts in use). */
  items: z.array(z.string()).default([]),
});

const masonryGrid = z.object({
  type: z.literal("masonryGrid"),
  images: z.array(imageSource).min(3),
});

const button = z.object({
  type: z.literal("button"),
  buttonText: z.string().min(1),
  mobileTextOverride: z.string().optional(),
  linkHref: z.string().min(1),
});

const section = z.object({
  type: z.literal("section"),
  heading: z.string().min(1),
  backgroundColour: hexColour.optional(),
  collectionUrl: z.string().optional(),
});

const glyphTable = z.object({
  type: z.literal("glyphTable"),
  font: slug,
  style: z.string().optional(),
  /** The characters to show; all of the style's glyphs when absent. */
  characters: z.string().optional(),
});

const moreGoods = z.object({
  type: z.literal("moreGoods"),
  heading: z.string().default("More goods"),
  /** Products to show, by slug; all when empty. */
  products: z.array(slug).default([]),
});

export const contentBlock = z.discriminatedUnion("type", [
  image,
  text,
  splitText,
  textAndList,
  quote,
  carousel,
  imageGrid,
  video,
  table,
  tiledImage,
  tiledContent,
  masonryGrid,
  button,
  section,
  glyphTable,
  moreGoods,
]);

export type ContentBlock = z.infer<typeof contentBlock>;
export const CONTENT_BLOCK_TYPES = contentBlock.options.map((option) => option.shape.type.value);
