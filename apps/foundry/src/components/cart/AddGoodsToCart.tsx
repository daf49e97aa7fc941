"use client";

import { cartActionMessages, cartCurrency, cartModelFromServer } from "@meridian/cart";
import { Button } from "@meridian/ui/button";
import { Select } from "@meridian/ui/select";
import { Stack } from "@meridian/ui/stack";
import { VisuallyHidden } from "@meridian/ui/text";
import { useHydrated } from "@meridian/ui/use-hydrated";
import { useEffect, useRef, useState } from "react";
import { type GoodsVariantProduct, goodsVariantOptions } from "@/lib/cart/goods-variants";
import type { OnlineRule } from "@/lib/pages/goods-price";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";
import * as styles from "./AddGoodsToCart.css";

export interface AddGoodsToCartProps {
  product: GoodsVariantProduct & { id: string; name: string; variantsName: string | null };
  /** The online rule the API charges goods by: each variant's price in the choice's label. */
  rules: OnlineRule;
}

/**
 * 'Add to cart' on a More-goods card (DESIGN 7.1): the variant choice, labelled with the
 * product's variantsName ('Size', 'Colour'), then AddItemToCart with itemType 'Goods'. When it
 * goes through the cart panel opens on it; otherwise the reason is said under the button.
 * Until its script runs and the cart has answered (its currency prices the card), the button
 * says it is getting ready rather than take a click it would lose (ADR 0012).
 */
export function AddGoodsToCart({ product, rules }: AddGoodsToCartProps) {
  const cart = useFoundryCart();
  const live = useHydrated() && (cart.cart !== null || cart.error !== undefined);
  const options = goodsVariantOptions(product, rules, cartCurrency(cartModelFromServer(cart.cart)));
  const [variantId, setVariantId] = useState<string | null>(options[0]?.value ?? null);
  const [adding, setAdding] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const select = useRef<HTMLSelectElement>(null);
  // A choice made in the server-rendered select before hydration is the one that counts.
  useEffect(() => {
    if (select.current) setVariantId(select.current.value);
  }, []);

  async function add() {
    if (adding) return;
    setAdding(true);
    setMessages([]);
    try {
      const variantName = product.variants.find((variant) => variant.id === variantId)?.variantName;
      const result = await cart.add({
        itemType: "goods",
        productId: product.id,
        variantId,
        names: { productName: product.name, variantName },
      });
      const problems = cartActionMessages(result);
      setMessages(problems);
      if (problems.length === 0) cart.openPanel();
    } finally {
      setAdding(false);
    }
  }

  return (
    <Stack space={3}>
      {options.length > 0 ? (
        <Select
          label={product.variantsName || "Option"}
          name={`variant-${product.id}`}
          ref={select}
          options={options}
          value={variantId ?? undefined}
          onChange={(event) => setVariantId(event.currentTarget.value)}
        />
      ) : null}
      <Button
        variant="primary"
        fullWidth
        waiting={!live}
        aria-busy={adding || undefined}
        aria-disabled={adding || undefined}
        onClick={add}
      >
        {live ? (
          <>
            <span>
              {adding ? "Adding..." : "Add to cart"}
              <VisuallyHidden>: {product.name}</VisuallyHidden>
            </span>
            <span aria-hidden="true">+</span>
          </>
        ) : (
          <span>
            <VisuallyHidden>Add to cart: {product.name},</VisuallyHidden> Getting ready…
          </span>
        )}
      </Button>
      <noscript>
        <p className={styles.note}>The cart needs JavaScript, which is off in this browser.</p>
      </noscript>
      <div role="alert">
        {messages.length > 0 ? (
          <p className={styles.alert}>Not added: {messages.join(" ")}</p>
        ) : null}
      </div>
    </Stack>
  );
}
