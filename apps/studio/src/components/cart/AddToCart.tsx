"use client";

import { Button } from "@meridian/ui/button";
import { Select } from "@meridian/ui/select";
import { Stack } from "@meridian/ui/stack";
import { VisuallyHidden } from "@meridian/ui/text";
import { useHydrated } from "@meridian/ui/use-hydrated";
import { useEffect, useRef, useState } from "react";
import { localCartItem } from "../../lib/cart/local-cart-item";
import { variantOptions } from "../../lib/cart/variant-options";
import type { OnlineRule } from "../../lib/studio/goods-price";
import * as styles from "./AddToCart.css";
import { useStudioCart } from "./StudioCartProvider";

export interface AddToCartProps {
  product: {
    id: string;
    slug: string;
    name: string;
    priceGbp: number | null;
    variantsName?: string | null;
    variants: { id: string; variantName: string; priceGbp: number | null }[];
    size?: { weightKg: number | null } | null;
  };
  /** The online rule the API charges goods by: the prices the item and the choices carry. */
  rules: OnlineRule;
}

/**
 * A product page's buying control: the variant choice, labelled with the product's
 * `variantsName` ('Size', 'Colour'), and 'Add to cart', which puts one item in the studio cart
 * and opens the cart panel (spec 2.14, 4.4). The cart lives in browser storage, which only the
 * script can write: until it runs, the button says it is getting ready (ADR 0012).
 */
export function AddToCart({ product, rules }: AddToCartProps) {
  const { add, openPanel } = useStudioCart();
  const live = useHydrated();
  const options = variantOptions(product, rules);
  const [variantId, setVariantId] = useState<string | null>(options[0]?.value ?? null);
  const select = useRef<HTMLSelectElement>(null);
  // A choice made in the server-rendered select before hydration is the one that counts.
  useEffect(() => {
    if (select.current) setVariantId(select.current.value);
  }, []);
  const item = localCartItem(product, variantId, rules);

  function addToCart() {
    if (!item) return;
    add(item);
    openPanel();
  }

  return (
    <Stack space={4}>
      {options.length > 0 ? (
        <Select
          label={product.variantsName || "Option"}
          name="variant"
          ref={select}
          options={options}
          defaultValue={options[0]?.value}
          onChange={(event) => setVariantId(event.currentTarget.value)}
        />
      ) : null}
      <Button
        variant="primary"
        size="large"
        fullWidth
        waiting={!live}
        disabled={!item}
        onClick={addToCart}
      >
        {live ? (
          <>
            <span>Add to cart</span>
            <span aria-hidden="true">+</span>
          </>
        ) : (
          <span>
            <VisuallyHidden>Add to cart:</VisuallyHidden> Getting ready…
          </span>
        )}
      </Button>
      <noscript>
        <p className={styles.note}>The cart needs JavaScript, which is off in this browser.</p>
      </noscript>
    </Stack>
  );
}
