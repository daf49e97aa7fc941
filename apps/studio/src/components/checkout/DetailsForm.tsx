import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@meridian/ui/button";
import { Checkbox } from "@meridian/ui/checkbox";
import { Select } from "@meridian/ui/select";
import { TextField } from "@meridian/ui/text-field";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  type CheckoutDetails,
  type CheckoutField,
  checkoutDetailsSchema,
} from "../../lib/checkout/checkout-details";
import type { PlacedErrors } from "../../lib/checkout/checkout-errors";
import type { CountryOption } from "../../lib/checkout/countries";
import { AlertList } from "./AlertList";
import * as styles from "./checkout.css";

export interface DetailsFormProps {
  defaultValues: CheckoutDetails;
  countries: readonly CountryOption[];
  /** CreateInvoice is running. */
  calculating: boolean;
  /** Previews the totals for these details; resolves with what the API refused. */
  onSubmit: (details: CheckoutDetails) => Promise<PlacedErrors<CheckoutField>>;
}

/**
 * The buyer, the delivery address (goods ship, so it is required), the billing address (the
 * delivery address unless another is given), the business flag with company and VAT number,
 * and a discount code. Checked on submit, then again on every change (as spec 5's forms are);
 * the API's own refusals are put by the field they name.
 */
export function DetailsForm({ defaultValues, countries, calculating, onSubmit }: DetailsFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [general, setGeneral] = useState<string[]>([]);
  const isBusiness = useWatch({ control, name: "isBusiness" });
  const billingSameAsShipping = useWatch({ control, name: "billingSameAsShipping" });

  const submit = handleSubmit(async (details) => {
    setGeneral([]);
    const refused = await onSubmit(details);
    const fields = Object.entries(refused.fields) as [CheckoutField, string][];
    fields.forEach(([field, message], index) => {
      setError(field, { type: "server", message }, { shouldFocus: index === 0 });
    });
    setGeneral(refused.general);
  });

  const text = (name: CheckoutField) => ({ ...register(name), error: errors[name]?.message });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={calculating || undefined}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Contact</legend>
        <TextField label="Name" autoComplete="name" {...text("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint="Your receipt and the link to your invoice are sent here."
          {...text("email")}
        />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...text("phone")} />
        <Checkbox label="I am buying for a business" {...register("isBusiness")} />
        {isBusiness ? (
          <div className={styles.revealed}>
            <TextField label="Company name" autoComplete="organization" {...text("companyName")} />
            <TextField
              label="VAT number (optional)"
              hint="EU businesses with a valid VAT number pay no UK VAT (reverse charge)."
              autoComplete="off"
              {...text("vatNumber")}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Delivery address</legend>
        <TextField
          label="Recipient (optional)"
          hint="Leave empty to send it to you."
          autoComplete="shipping name"
          {...text("shippingAddressName")}
        />
        <TextField
          label="Address line 1"
          autoComplete="shipping address-line1"
          {...text("shippingLine1")}
        />
        <TextField
          label="Address line 2 (optional)"
          autoComplete="shipping address-line2"
          {...text("shippingLine2")}
        />
        <div className={styles.pair}>
          <TextField
            label="Town or city"
            autoComplete="shipping address-level2"
            {...text("shippingCity")}
          />
          <TextField
            label="Postcode"
            autoComplete="shipping postal-code"
            {...text("shippingPostcode")}
          />
        </div>
        <Select
          label="Country"
          options={countries}
          autoComplete="shipping country"
          {...text("shippingCountry")}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Billing address</legend>
        <Checkbox label="Same as the delivery address" {...register("billingSameAsShipping")} />
        {billingSameAsShipping ? null : (
          <div className={styles.revealed}>
            <TextField
              label="Address line 1"
              autoComplete="billing address-line1"
              {...text("line1")}
            />
            <TextField
              label="Address line 2 (optional)"
              autoComplete="billing address-line2"
              {...text("line2")}
            />
            <div className={styles.pair}>
              <TextField
                label="Town or city"
                autoComplete="billing address-level2"
                {...text("city")}
              />
              <TextField
                label="Postcode"
                autoComplete="billing postal-code"
                {...text("postcode")}
              />
            </div>
            <Select
              label="Country"
              hint="Taxes follow the billing country."
              options={countries}
              autoComplete="billing country"
              {...text("country")}
            />
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Discount</legend>
        <TextField
          label="Discount code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...text("discountCode")}
        />
      </fieldset>

      <div className={styles.actions}>
        <AlertList messages={general} />
        <Button type="submit" variant="primary" size="large" fullWidth disabled={calculating}>
          <span>{calculating ? "Calculating..." : "Continue to payment"}</span>
          <span aria-hidden="true">→</span>
        </Button>
        <p className={styles.note}>Shipping and taxes are calculated before you pay.</p>
      </div>
    </form>
  );
}
