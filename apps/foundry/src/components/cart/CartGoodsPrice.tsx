"use client";

import { cartCurrency, cartModelFromServer } from "@meridian/cart";
import { DEFAULT_SHOP_RULES } from "@meridian/pricing";
import { Skeleton } from "@meridian/ui/skeleton";
import { goodsPriceLabel, type PricedProduct } from "@/lib/pages/goods-price";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";

/**
 * A goods card's price in the cart's currency ('From €35.00'). The online rule's factor and
 * step are site configuration the content service does not expose yet; DEFAULT_SHOP_RULES
 * holds the configured values (content/site.yaml).
 */
export function CartGoodsPrice({ product }: { product: PricedProduct }) {
  const { cart } = useFoundryCart();
  // Until the cart answers its currency is unknown: the price waits rather than show in GBP.
  if (!cart) return <Skeleton inline width="4.5em" />;
  return (
    <>{goodsPriceLabel(product, DEFAULT_SHOP_RULES, cartCurrency(cartModelFromServer(cart)))}</>
  );
}
