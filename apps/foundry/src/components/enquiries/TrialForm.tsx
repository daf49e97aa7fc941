"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxGroup } from "@meridian/form-fields/checkbox-group";
import { Form } from "@meridian/form-fields/form";
import { TextField } from "@meridian/form-fields/text-field";
import { CreateTrialDownloadDocument } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { FormAlert } from "@/components/forms/FormAlert";
import * as forms from "@/components/forms/forms.css";
import { usePayloadErrors } from "@/components/forms/use-payload-errors";
import {
  type TrialFormInput,
  type TrialForm as TrialValues,
  trialForm,
  trialVariables,
} from "@/lib/enquiries/enquiry-forms";

const FIELDS = ["fullName", "email", "fonts"] as const;
/** The API names the fonts by the argument it takes them in. */
const ALIASES = { fontIds: "fonts" } as const;
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<TrialFormInput>;
const Choices = CheckboxGroup<TrialFormInput>;

export interface TrialFont {
  value: string;
  label: string;
}

/**
 * The trial request (spec 2.10): full name, e-mail and the retail fonts wanted. The API builds
 * the trial files and e-mails a link valid 7 days (DESIGN 4.8); the form gives way to a thanks.
 */
export function TrialForm({ fonts }: { fonts: readonly TrialFont[] }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [, requestTrial] = useMutation(CreateTrialDownloadDocument);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<TrialFormInput, unknown, TrialValues>({
    resolver: zodResolver(trialForm),
    defaultValues: { fullName: "", email: "", fonts: [] },
  });
  const payload = usePayloadErrors(form.setError, FIELDS, ALIASES);
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (sentTo) thanksRef.current?.focus();
  }, [sentTo]);

  const submit = form.handleSubmit(async (values) => {
    payload.clear();
    const result = await requestTrial(trialVariables(values));
    const answer = result.data?.createTrialDownload;
    if (!answer) return payload.fail();
    if (payload.show(answer.errors) && answer.ok) setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" className={forms.notice}>
        Thank you. We are preparing your trial fonts and will email a download link to {sentTo}. The
        link works for 7 days.
      </p>
    );
  }
  return (
    <Form form={form} className={forms.form} onSubmit={submit} aria-label="Request trial fonts">
      <Field name="fullName" label="Full name" autoComplete="name" />
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <Choices name="fonts" legend="Fonts" options={fonts} />
      <FormAlert messages={payload.formErrors} />
      <Inline space={4} align="center">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Request trial fonts"}
        </Button>
      </Inline>
    </Form>
  );
}
