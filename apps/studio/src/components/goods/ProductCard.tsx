import { Price } from "@meridian/shop-ui/price";
import { Inline } from "@meridian/ui/inline";
import Link from "next/link";
import type { ProductCard as Product } from "../../lib/studio/get-products";
import { type OnlineRule, productPrice } from "../../lib/studio/goods-price";
import { ContentImage } from "../elements/ContentImage";
import * as styles from "./ProductCard.css";

/** Goods pictures are cut to one shape so that a row's names and prices line up. */
export const GOODS_INDEX_ASPECT = 4 / 5;

const SIZES = "(min-width: 1024px) 33vw, (min-width: 481px) 50vw, 100vw";

export interface ProductCardProps {
  product: Product;
  /** The online rule the API charges goods by. */
  rules: OnlineRule;
  headingLevel: 2 | 3;
  priority?: boolean;
}

/** A product in the goods index: its picture (the next one on hover), name and price. */
export function ProductCard({ product, rules, headingLevel, priority }: ProductCardProps) {
  const Name = `h${headingLevel}` as const;
  const [first, second] = product.indexImages;
  const price = productPrice(product, rules);
  return (
    <Link href={`/goods/${product.slug}`} className={styles.link}>
      {first ? (
        <div className={styles.frame}>
          <ContentImage
            image={first}
            aspect={GOODS_INDEX_ASPECT}
            sizes={SIZES}
            priority={priority}
          />
          {second ? (
            <ContentImage
              image={{ ...second, alt: "" }}
              aspect={GOODS_INDEX_ASPECT}
              sizes={SIZES}
              className={styles.alternate}
            />
          ) : null}
        </div>
      ) : null}
      <Inline space={4} align="baseline" justify="space-between" wrap={false}>
        <Name className={styles.name}>{product.name}</Name>
        <Price
          price={price.price}
          undiscounted={price.undiscounted}
          from={price.from}
          currency="GBP"
          className={styles.price}
        />
      </Inline>
    </Link>
  );
}
