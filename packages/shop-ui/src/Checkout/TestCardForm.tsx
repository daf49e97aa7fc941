"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CardDetails,
  type CardField,
  cardDetailsSchema,
  EMPTY_CARD_DETAILS,
  formatCardNumber,
  formatExpiry,
  type PlacedErrors,
} from "@meridian/cart/checkout";
import { Button } from "@meridian/ui/button";
import { VisuallyHidden } from "@meridian/ui/text";
import { TextField } from "@meridian/ui/text-field";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as styles from "./Checkout.css";
import { CheckoutAlert } from "./CheckoutAlert";

export interface TestCardFormProps {
  /** 'Pay £52.20'. */
  payLabel: string;
  paying: boolean;
  /** Pays with this card; resolves with what was refused (a decline, a mistyped field). */
  onPay: (card: CardDetails) => Promise<PlacedErrors<CardField>>;
}

const schema = cardDetailsSchema();

/**
 * The embedded test provider's card form (DESIGN 4.7), shown instead of Stripe Elements: it
 * behaves like Stripe's test mode, so no real card is ever charged. The button is disabled
 * while a payment is under way, so one click pays once.
 */
export function TestCardForm({ payLabel, paying, onPay }: TestCardFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CardDetails>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_CARD_DETAILS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [general, setGeneral] = useState<string[]>([]);

  const submit = handleSubmit(async (card) => {
    setGeneral([]);
    const refused = await onPay(card);
    const fields = Object.entries(refused.fields) as [CardField, string][];
    fields.forEach(([field, message], index) => {
      setError(field, { type: "server", message }, { shouldFocus: index === 0 });
    });
    setGeneral(refused.general);
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={paying || undefined}>
      <fieldset className={styles.fieldset}>
        <legend>
          <VisuallyHidden>Card details</VisuallyHidden>
        </legend>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errors.cardNumber?.message}
          {...register("cardNumber", {
            onChange: (event) => setValue("cardNumber", formatCardNumber(event.target.value)),
          })}
        />
        <div className={styles.cardRow}>
          <TextField
            label="Expiry date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            error={errors.expiry?.message}
            {...register("expiry", {
              onChange: (event) => setValue("expiry", formatExpiry(event.target.value)),
            })}
          />
          <TextField
            label="Security code"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            error={errors.cvc?.message}
            {...register("cvc")}
          />
        </div>
        <p className={styles.note}>
          Test payments: no card is charged. 4242 4242 4242 4242 pays and 4000 0000 0000 0002 is
          declined, with any future expiry date and any security code.
        </p>
      </fieldset>
      <div className={styles.actions}>
        <CheckoutAlert messages={general} />
        <Button type="submit" variant="primary" size="large" fullWidth disabled={paying}>
          <span>{paying ? "Paying..." : payLabel}</span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </form>
  );
}
