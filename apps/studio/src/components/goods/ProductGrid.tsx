import { getShopRules } from "../../lib/cart/get-shop-rules";
import type { ProductCard as Product } from "../../lib/studio/get-products";
import { ProductCard } from "./ProductCard";
import * as styles from "./ProductGrid.css";

export interface ProductGridProps {
  products: readonly Product[];
  headingLevel: 2 | 3;
  /** The first row is the largest picture on first view (the /goods index). */
  priorityRow?: boolean;
}

/**
 * Goods three to a row on a desktop, two on a tablet, one on a phone, priced by the shop rules
 * the API charges by.
 */
export async function ProductGrid({
  products,
  headingLevel,
  priorityRow = false,
}: ProductGridProps) {
  const rules = await getShopRules();
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            rules={rules}
            headingLevel={headingLevel}
            priority={priorityRow && index < 3}
          />
        </li>
      ))}
    </ul>
  );
}
