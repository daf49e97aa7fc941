import type { BuiltFont, BuiltStore } from "@meridian/content/store";

type Product = BuiltStore["products"][number];

/**
 * What the shop sells, read from the built content store: the only source of names and prices
 * (a price sent by a client is never used). Drafts are not for sale.
 */
export interface ShopCatalogue {
  font(id: string): BuiltFont | undefined;
  product(id: string): Product | undefined;
  /** The id the cart groups a font under: its parent's, or its own when it has none. */
  parentFontId(font: BuiltFont): string;
}

const catalogues = new WeakMap<BuiltStore, ShopCatalogue>();

export function shopCatalogue(store: BuiltStore): ShopCatalogue {
  let catalogue = catalogues.get(store);
  if (!catalogue) {
    const fonts = new Map(
      store.fonts.filter((font) => font.status !== "draft").map((font) => [font.id, font]),
    );
    const fontBySlug = new Map(store.fonts.map((font) => [font.slug, font]));
    const products = new Map(
      store.products
        .filter((product) => product.status !== "draft")
        .map((product) => [product.id, product]),
    );
    catalogue = {
      font: (id) => fonts.get(id),
      product: (id) => products.get(id),
      parentFontId: (font) =>
        font.parentFont ? (fontBySlug.get(font.parentFont)?.id ?? font.id) : font.id,
    };
    catalogues.set(store, catalogue);
  }
  return catalogue;
}
