import type { BuiltFont, BuiltStore } from "@meridian/content/store";

type Product = BuiltStore["products"][number];

/**
 * What the shop offers, read from the built content store: the one place that says which fonts
 * and products a caller may buy, try or download, and the only source of names and prices (a
 * price sent by a client is never used).
 *
 * One rule for what is on offer: an item is on offer once published (or updated); drafts are
 * not. `hidden` only keeps a font out of the lists (DESIGN 5.2): its own page, its cart lines
 * and its trials work like any other font's.
 */
export interface Catalogue {
  /** A font on offer. */
  font(id: string): BuiltFont | undefined;
  /** A product (goods) on offer. */
  product(id: string): Product | undefined;
  /**
   * A font someone has bought, on offer or not: what was bought is delivered even after the
   * font is withdrawn to draft.
   */
  boughtFont(id: string): BuiltFont | undefined;
  /** The id the cart groups a font under: its parent's, or its own when it has none. */
  parentFontId(font: BuiltFont): string;
}

const onOffer = (item: { status: string }) => item.status !== "draft";

const catalogues = new WeakMap<BuiltStore, Catalogue>();

export function catalogueOf(store: BuiltStore): Catalogue {
  let catalogue = catalogues.get(store);
  if (!catalogue) {
    const allFonts = new Map(store.fonts.map((font) => [font.id, font]));
    const fonts = new Map(store.fonts.filter(onOffer).map((font) => [font.id, font]));
    const fontBySlug = new Map(store.fonts.map((font) => [font.slug, font]));
    const products = new Map(
      store.products.filter(onOffer).map((product) => [product.id, product]),
    );
    catalogue = {
      font: (id) => fonts.get(id),
      product: (id) => products.get(id),
      boughtFont: (id) => allFonts.get(id),
      parentFontId: (font) =>
        font.parentFont ? (fontBySlug.get(font.parentFont)?.id ?? font.id) : font.id,
    };
    catalogues.set(store, catalogue);
  }
  return catalogue;
}
