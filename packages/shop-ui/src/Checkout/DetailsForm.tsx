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
import { Checkbox } from "@meridian/form-fields/checkbox";
import { Form } from "@meridian/form-fields/form";
import { Select } from "@meridian/form-fields/select";
import { TextField } from "@meridian/form-fields/text-field";
import { Button } from "@meridian/ui/button";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
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

/** The form's fields: a name that is not among the checkout's details fails the typecheck. */
const Field = TextField<CheckoutDetails>;
const CountryField = Select<CheckoutDetails>;
const YesNo = Checkbox<CheckoutDetails>;

/** One address's fields; `kind` names them for autofill and for the API. */
function AddressFields({
  kind,
  countries,
  countryHint,
  postcodeRequired,
}: {
  kind: "billing" | "shipping";
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
        <Field
          name="shippingAddressName"
          label="Recipient (optional)"
          hint="Leave empty to send it to you."
          autoComplete="shipping name"
        />
      ) : null}
      <Field
        name={name("line1", "shippingLine1")}
        label="Address line 1"
        autoComplete={`${kind} address-line1`}
      />
      <Field
        name={name("line2", "shippingLine2")}
        label="Address line 2 (optional)"
        autoComplete={`${kind} address-line2`}
      />
      <div className={styles.pair}>
        <Field
          name={name("city", "shippingCity")}
          label="Town or city"
          autoComplete={`${kind} address-level2`}
        />
        <Field
          name={name("postcode", "shippingPostcode")}
          label={postcodeRequired ? "Postcode" : "Postcode (optional)"}
          autoComplete={`${kind} postal-code`}
        />
      </div>
      <CountryField
        name={name("country", "shippingCountry")}
        label="Country"
        hint={countryHint}
        options={countries}
        autoComplete={`${kind} country`}
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
  const form = useForm<CheckoutDetails>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [general, setGeneral] = useState<string[]>([]);
  const isBusiness = useWatch({ control: form.control, name: "isBusiness" });
  const sameAddress = useWatch({ control: form.control, name: "sameAddress" });

  const submit = form.handleSubmit(async (details) => {
    setGeneral([]);
    const refused = await onSubmit(details);
    const fields = Object.entries(refused.fields) as [CheckoutField, string][];
    fields.forEach(([field, message], index) => {
      form.setError(field, { type: "server", message }, { shouldFocus: index === 0 });
    });
    setGeneral(refused.general);
  });

  const first = rules.requiresShipping ? rules.firstAddress : "billing";
  const second = first === "billing" ? "shipping" : "billing";
  const questions = licenceDetailQuestions(rules.licenceTypes);

  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={submit}
      aria-busy={calculating || undefined}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Contact</legend>
        <Field name="name" label="Name" autoComplete="name" />
        <Field name="email" label="Email" type="email" autoComplete="email" hint={emailHint} />
        <Field name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <YesNo name="isBusiness" label="I am buying for a business" />
        {isBusiness ? (
          <div className={styles.revealed}>
            <Field name="companyName" label="Company name" autoComplete="organization" />
            <Field
              name="vatNumber"
              label="VAT number (optional)"
              hint="EU businesses with a valid VAT number pay no UK VAT (reverse charge)."
              autoComplete="off"
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{ADDRESS_TITLES[first]}</legend>
        <AddressFields
          kind={first}
          countries={countries}
          countryHint={first === "billing" ? TAX_HINT : undefined}
          postcodeRequired={first === "shipping" || (rules.requiresShipping && sameAddress)}
        />
      </fieldset>

      {rules.requiresShipping ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{ADDRESS_TITLES[second]}</legend>
          <YesNo name="sameAddress" label={SAME_AS[first]} />
          {sameAddress ? null : (
            <div className={styles.revealed}>
              <AddressFields
                kind={second}
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
            <Field
              key={question.field}
              name={question.field}
              label={question.label}
              hint={question.hint}
              autoComplete={question.autoComplete}
            />
          ))}
        </fieldset>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Discount</legend>
        <Field
          name="discountCode"
          label="Discount code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
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
    </Form>
  );
}
