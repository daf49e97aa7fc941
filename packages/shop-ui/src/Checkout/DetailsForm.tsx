"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CheckoutDetails,
  type CheckoutField,
  type CheckoutRules,
  type CountryOption,
  checkoutDetailsSchema,
  licenceDetailQuestions,
  type PlacedErrors,
} from "@meridian/cart/checkout";
import { Button } from "@meridian/ui/button";
import { Checkbox } from "@meridian/ui/checkbox";
import { Select } from "@meridian/ui/select";
import { TextField } from "@meridian/ui/text-field";
import { useMemo, useState } from "react";
import { type UseFormRegister, useForm, useWatch } from "react-hook-form";
import * as styles from "./Checkout.css";
import { CheckoutAlert } from "./CheckoutAlert";

export interface DetailsFormProps {
  defaultValues: CheckoutDetails;
  countries: readonly CountryOption[];
  /** What the cart asks for: which address first, a delivery address, licence details. */
  rules: CheckoutRules;
  /** Under the e-mail field: where the receipt goes; both sites send the receipt and the link. */
  emailHint?: string | undefined;
  /** CreateInvoice is running. */
  calculating: boolean;
  /** Previews the totals for these details; resolves with what the API refused. */
  onSubmit: (details: CheckoutDetails) => Promise<PlacedErrors<CheckoutField>>;
}

type Text = (name: CheckoutField) => ReturnType<UseFormRegister<CheckoutDetails>> & {
  error: string | undefined;
};

/** One address's fields; `kind` names them for autofill and for the API. */
function AddressFields({
  kind,
  text,
  countries,
  countryHint,
  postcodeRequired,
}: {
  kind: "billing" | "shipping";
  text: Text;
  countries: readonly CountryOption[];
  countryHint?: string;
  /** Goods are sent here: a postcode is needed (a billing address alone may have none). */
  postcodeRequired: boolean;
}) {
  const name = (billing: CheckoutField, shipping: CheckoutField) =>
    kind === "billing" ? billing : shipping;
  return (
    <>
      {kind === "shipping" ? (
        <TextField
          label="Recipient (optional)"
          hint="Leave empty to send it to you."
          autoComplete="shipping name"
          {...text("shippingAddressName")}
        />
      ) : null}
      <TextField
        label="Address line 1"
        autoComplete={`${kind} address-line1`}
        {...text(name("line1", "shippingLine1"))}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete={`${kind} address-line2`}
        {...text(name("line2", "shippingLine2"))}
      />
      <div className={styles.pair}>
        <TextField
          label="Town or city"
          autoComplete={`${kind} address-level2`}
          {...text(name("city", "shippingCity"))}
        />
        <TextField
          label={postcodeRequired ? "Postcode" : "Postcode (optional)"}
          autoComplete={`${kind} postal-code`}
          {...text(name("postcode", "shippingPostcode"))}
        />
      </div>
      <Select
        label="Country"
        hint={countryHint}
        options={countries}
        autoComplete={`${kind} country`}
        {...text(name("country", "shippingCountry"))}
      />
    </>
  );
}

const ADDRESS_TITLES = { billing: "Billing address", shipping: "Delivery address" } as const;
const SAME_AS = {
  billing: "Same as the billing address",
  shipping: "Same as the delivery address",
} as const;
const TAX_HINT = "Taxes follow the billing country.";

/**
 * The checkout's details (spec 2.8): the buyer, the business flag with company and VAT number,
 * the first address, the second one unless it is "the same" (or nothing ships), the licence
 * details of the cart's licence types, and a discount code. Checked on submit, then again on
 * every change (as spec 5's forms are); the API's own refusals are put by the field they name.
 */
export function DetailsForm({
  defaultValues,
  countries,
  rules,
  emailHint = "Your receipt and the link to your invoice are sent here.",
  calculating,
  onSubmit,
}: DetailsFormProps) {
  const schema = useMemo(() => checkoutDetailsSchema(rules), [rules]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CheckoutDetails>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [general, setGeneral] = useState<string[]>([]);
  const isBusiness = useWatch({ control, name: "isBusiness" });
  const sameAddress = useWatch({ control, name: "sameAddress" });

  const submit = handleSubmit(async (details) => {
    setGeneral([]);
    const refused = await onSubmit(details);
    const fields = Object.entries(refused.fields) as [CheckoutField, string][];
    fields.forEach(([field, message], index) => {
      setError(field, { type: "server", message }, { shouldFocus: index === 0 });
    });
    setGeneral(refused.general);
  });

  const text: Text = (name) => ({ ...register(name), error: errors[name]?.message });
  const first = rules.requiresShipping ? rules.firstAddress : "billing";
  const second = first === "billing" ? "shipping" : "billing";
  const questions = licenceDetailQuestions(rules.licenceTypes);

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={calculating || undefined}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Contact</legend>
        <TextField label="Name" autoComplete="name" {...text("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint={emailHint}
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
        <legend className={styles.legend}>{ADDRESS_TITLES[first]}</legend>
        <AddressFields
          kind={first}
          text={text}
          countries={countries}
          countryHint={first === "billing" ? TAX_HINT : undefined}
          postcodeRequired={first === "shipping" || (rules.requiresShipping && sameAddress)}
        />
      </fieldset>

      {rules.requiresShipping ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{ADDRESS_TITLES[second]}</legend>
          <Checkbox label={SAME_AS[first]} {...register("sameAddress")} />
          {sameAddress ? null : (
            <div className={styles.revealed}>
              <AddressFields
                kind={second}
                text={text}
                countries={countries}
                countryHint={second === "billing" ? TAX_HINT : undefined}
                postcodeRequired={second === "shipping"}
              />
            </div>
          )}
        </fieldset>
      ) : null}

      {questions.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Licence details</legend>
          {questions.map((question) => (
            <TextField
              key={question.field}
              label={question.label}
              hint={question.hint}
              autoComplete={question.autoComplete}
              {...text(question.field)}
            />
          ))}
        </fieldset>
      ) : null}

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
        <CheckoutAlert messages={general} />
        <Button type="submit" variant="primary" size="large" fullWidth disabled={calculating}>
          <span>{calculating ? "Calculating..." : "Continue to payment"}</span>
          <span aria-hidden="true">→</span>
        </Button>
        <p className={styles.note}>
          {rules.requiresShipping
            ? "Shipping and taxes are calculated before you pay."
            : "Taxes are calculated before you pay."}
        </p>
      </div>
    </form>
  );
}
