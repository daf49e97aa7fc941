"use client";

import type { CardField, PlacedErrors } from "@meridian/cart/checkout";
import { Button } from "@meridian/ui/button";
import { type FormEvent, useState } from "react";
import * as styles from "./Checkout.css";
import { CheckoutAlert } from "./CheckoutAlert";

export interface PlaceOrderFormProps {
  placing: boolean;
  /** Places the order; resolves with what went wrong, if anything. */
  onPlace: () => Promise<PlacedErrors<CardField>>;
}

/**
 * The payment step of an order of nothing — an upgrade its credit covers (DESIGN 4.10): no card
 * form, one button that places the order, disabled while it is placed.
 */
export function PlaceOrderForm({ placing, onPlace }: PlaceOrderFormProps) {
  const [general, setGeneral] = useState<string[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    setGeneral((await onPlace()).general);
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={placing || undefined}>
      <p className={styles.note}>There is nothing to pay for this order, so no card is needed.</p>
      <div className={styles.actions}>
        <CheckoutAlert messages={general} />
        <Button type="submit" variant="primary" size="large" fullWidth disabled={placing}>
          <span>{placing ? "Placing the order..." : "Place order"}</span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </form>
  );
}
