import "server-only";
import {
  AllProductsDocument,
  type ProductCardFragment,
  ProductDocument,
  type ProductQuery,
} from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type ProductCard = ProductCardFragment;
export type Product = NonNullable<ProductQuery["product"]>;

/** Every goods product, by name (spec 7.3). */
export async function getProducts(): Promise<ProductCard[]> {
  const { allProducts } = await readContent(AllProductsDocument);
  return allProducts;
}

/** A product by slug; null when there is none. Cached per request for metadata and page. */
export const getProduct = cache(async (slug: string): Promise<Product | null> => {
  const { product } = await readContent(ProductDocument, { slug });
  return product;
});
