import { DEFAULT_SHOP_RULES } from "@meridian/pricing";
import { CardGrid } from "@/components/pages/CardGrid";
import { goodsPriceLabel } from "@/lib/pages/goods-price";
import { getSiteSetup } from "@/lib/site/get-site-setup";
import * as layout from "./layout.css";
import { ProductCard } from "./ProductCard";
import type { BlockProps } from "./types";

/**
 * More goods: physical products from the goods shop, each with its picture, name and price
 * ('From £30.00' when its variants differ, spec 9).
 */
export async function MoreGoodsBlock({ block, headingLevel }: BlockProps<"MoreGoodsBlock">) {
  if (block.products.length === 0) return null;
  const site = await getSiteSetup();
  const Heading = `h${headingLevel}` as const;
  const shop = site.goodsShopUrl.replace(/\/+$/, "");
  return (
    <div className={layout.stack}>
      <Heading className={layout.blockHeading}>{block.goodsHeading}</Heading>
      <CardGrid columns={3}>
        {block.products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              // The online rule's factor and step are site configuration the content service
              // does not expose yet; these are the configured values (content/site.yaml).
              price={goodsPriceLabel(product, DEFAULT_SHOP_RULES)}
              href={`${shop}/${product.slug}`}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
