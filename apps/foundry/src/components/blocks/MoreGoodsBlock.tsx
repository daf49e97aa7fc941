import { Stack } from "@meridian/ui/stack";
import { CardGrid } from "@/components/cards/CardGrid";
import { AddGoodsToCart } from "@/components/cart/AddGoodsToCart";
import { CartGoodsPrice } from "@/components/cart/CartGoodsPrice";
import { getShopRules } from "@/lib/cart/get-shop-rules";
import { getSiteSetup } from "@/lib/site/get-site-setup";
import * as layout from "./layout.css";
import { ProductCard } from "./ProductCard";
import type { BlockProps } from "./types";

/**
 * More goods: physical products from the goods shop, each with its picture, name, price
 * ('From £30.00' when its variants differ) in the cart's currency, and 'Add to cart'. Prices
 * follow the shop rules the API charges by, read here and handed to the client islands.
 */
export async function MoreGoodsBlock({ block, headingLevel }: BlockProps<"MoreGoodsBlock">) {
  if (block.products.length === 0) return null;
  const [site, shopRules] = await Promise.all([getSiteSetup(), getShopRules()]);
  // Only the online rule goes to the browser: the islands need nothing else.
  const rules = { onlineFactor: shopRules.onlineFactor, onlineStep: shopRules.onlineStep };
  const Heading = `h${headingLevel}` as const;
  const shop = site.goodsShopUrl.replace(/\/+$/, "");
  return (
    <Stack space={4}>
      <Heading className={layout.blockHeading}>{block.goodsHeading}</Heading>
      <CardGrid columns={3}>
        {block.products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              price={<CartGoodsPrice product={product} rules={rules} />}
              href={`${shop}/${product.slug}`}
              headingLevel={headingLevel === 2 ? 3 : 4}
              action={<AddGoodsToCart product={product} rules={rules} />}
            />
          </li>
        ))}
      </CardGrid>
    </Stack>
  );
}
