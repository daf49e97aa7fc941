"use client";

import { cartActionMessages, cartCurrency, cartModelFromServer } from "@meridian/cart";
import { useState } from "react";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";
import { type BuyingOption, BuyingOptions, type FontBuyingOptions } from "./BuyingOptions";
import * as styles from "./BuyingOptions.css";

/**
 * The buying options wired to the cart: prices in the cart's currency (spec 9), and each price
 * adds its licence at size Startup (spec 7.2). One add at a time; the header's cart counts it at
 * once, and when it goes through the cart panel opens on it, otherwise the count goes back and
 * the reason is said under the tables. Until the cart answers, each price is a button that says
 * it is getting ready (ADR 0012).
 */
export function CartBuyingOptions({ fonts }: { fonts: readonly FontBuyingOptions[] }) {
  const cart = useFoundryCart();
  const [adding, setAdding] = useState<BuyingOption | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  // Until the cart answers its currency is unknown: prices wait rather than show in GBP first.
  const currency = cart.cart ? cartCurrency(cartModelFromServer(cart.cart)) : null;

  async function add(option: BuyingOption) {
    setAdding(option);
    setMessages([]);
    // The names the cart shows the line by until the server answers with its own.
    const font = fonts.find((entry) => entry.font.id === option.productId)?.font;
    const styleName = font?.styles.find((style) => style.id === option.styleId)?.name;
    try {
      const result =
        option.itemType === "family"
          ? await cart.add({
              itemType: "family",
              productId: option.productId,
              licenceType: option.licenceType,
              names: font && { productName: font.name },
            })
          : await cart.add({
              itemType: "style",
              productId: option.productId,
              styleId: option.styleId ?? "",
              licenceType: option.licenceType,
              names: font && { productName: font.name, styleName },
            });
      const problems = cartActionMessages(result);
      setMessages(problems);
      if (problems.length === 0) cart.openPanel();
    } finally {
      setAdding(null);
    }
  }

  return (
    <>
      <BuyingOptions fonts={fonts} currency={currency} onAdd={add} adding={adding} />
      <noscript>
        <p className={styles.note}>The cart needs JavaScript, which is off in this browser.</p>
      </noscript>
      <div role="alert">
        {messages.length > 0 ? (
          <p className={styles.alert}>Not added: {messages.join(" ")}</p>
        ) : null}
      </div>
    </>
  );
}
