import type { ProductCardFragment } from "@meridian/graphql/content";
import { Inline } from "@meridian/ui/inline";
import { Stack } from "@meridian/ui/stack";
import { VisuallyHidden } from "@meridian/ui/text";
import type { ReactNode } from "react";
import { ContentImage } from "./image/ContentImage";
import * as styles from "./ProductCard.css";

export interface ProductCardProps {
  product: ProductCardFragment;
  /** The price as shown, e.g. 'From £30.00' (lib/pages/goods-price.ts). */
  price: ReactNode;
  /** The product's page in the goods shop, opened in a new tab as the menu's Goods link is. */
  href: string;
  headingLevel: 3 | 4;
  /** What a visitor can do with the product here: add it to the cart (DESIGN 7.1). */
  action?: ReactNode;
}

/** A goods product in the More-goods block: its picture, name and price. */
export function ProductCard({ product, price, href, headingLevel, action }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="article" space={3}>
      <ContentImage
        image={product.moreGoodsImage}
        aspect={2}
        sizes="(min-width: 768px) 33vw, 100vw"
        alt=""
      />
      <Inline
        space={4}
        align="baseline"
        justify="space-between"
        wrap={false}
        paddingTop={2}
        borderTop="rule"
      >
        <Heading className={styles.name}>
          <a href={href} target="_blank" rel="noopener" className={styles.link}>
            {product.name}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Heading>
        <p className={styles.price}>{price}</p>
      </Inline>
      {action}
    </Stack>
  );
}
