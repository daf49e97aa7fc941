"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxGroup } from "@meridian/form-fields/checkbox-group";
import { Form } from "@meridian/form-fields/form";
import { TextField } from "@meridian/form-fields/text-field";
import { Textarea } from "@meridian/form-fields/textarea";
import { ContactOtherDocument } from "@meridian/graphql/client";
import { CONTACT_INTERESTS } from "@meridian/graphql/validation";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { FormAlert } from "@/components/forms/FormAlert";
import * as forms from "@/components/forms/forms.css";
import { usePayloadErrors } from "@/components/forms/use-payload-errors";
import {
  type ContactFormInput,
  type ContactForm as ContactValues,
  contactForm,
  contactVariables,
} from "@/lib/enquiries/enquiry-forms";

const FIELDS = ["companyName", "email", "name", "interests", "clientName", "notes"] as const;
const INTEREST_OPTIONS = CONTACT_INTERESTS.map((interest) => ({
  value: interest,
  label: interest,
}));
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<ContactFormInput>;
const Choices = CheckboxGroup<ContactFormInput>;
const Notes = Textarea<ContactFormInput>;

/**
 * The contact enquiry (spec 5: companyName, email, name and interests required; clientName and
 * notes optional). The API stores it and e-mails the foundry; the form gives way to a thanks.
 */
export function ContactForm() {
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const [, sendEnquiry] = useMutation(ContactOtherDocument);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<ContactFormInput, unknown, ContactValues>({
    resolver: zodResolver(contactForm),
    defaultValues: {
      companyName: "",
      email: "",
      name: "",
      interests: [],
      clientName: "",
      notes: "",
    },
  });
  const payload = usePayloadErrors(form.setError, FIELDS);
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (sentFrom) thanksRef.current?.focus();
  }, [sentFrom]);

  const submit = form.handleSubmit(async (values) => {
    payload.clear();
    const result = await sendEnquiry(contactVariables(values));
    const answer = result.data?.contactOther;
    if (!answer) return payload.fail();
    if (payload.show(answer.errors) && answer.ok) setSentFrom(values.email);
  });

  if (sentFrom) {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" className={forms.notice}>
        Thank you for your message. We will reply to {sentFrom} soon.
      </p>
    );
  }
  return (
    <Form form={form} className={forms.form} onSubmit={submit} aria-label="Contact us">
      <Field name="name" label="Name" autoComplete="name" />
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <Field name="companyName" label="Company name" autoComplete="organization" />
      <Field
        name="clientName"
        label="Client name (optional)"
        hint="If you are writing on behalf of a client."
      />
      <Choices name="interests" legend="Interested in" options={INTEREST_OPTIONS} />
      <Notes name="notes" label="Notes (optional)" rows={6} />
      <FormAlert messages={payload.formErrors} />
      <Inline space={4} align="center">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send message"}
        </Button>
      </Inline>
    </Form>
  );
}
