"use client";

import { cartCurrency, cartModelFromServer } from "@meridian/cart";
import { Skeleton } from "@meridian/ui/skeleton";
import { goodsPriceLabel, type OnlineRule, type PricedProduct } from "@/lib/pages/goods-price";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";

export interface CartGoodsPriceProps {
  product: PricedProduct;
  /** The online rule the API charges goods by, read from the content service on the server. */
  rules: OnlineRule;
}

/** A goods card's price in the cart's currency ('From €35.00'). */
export function CartGoodsPrice({ product, rules }: CartGoodsPriceProps) {
  const { cart } = useFoundryCart();
  // Until the cart answers its currency is unknown: the price waits rather than show in GBP.
  if (!cart) return <Skeleton inline width="4.5em" />;
  return <>{goodsPriceLabel(product, rules, cartCurrency(cartModelFromServer(cart)))}</>;
}
