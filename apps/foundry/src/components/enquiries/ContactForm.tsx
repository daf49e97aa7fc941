"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ContactOtherDocument } from "@meridian/graphql/client";
import { CONTACT_INTERESTS } from "@meridian/graphql/validation";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { TextField } from "@meridian/ui/text-field";
import { Textarea } from "@meridian/ui/textarea";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { CheckboxGroup } from "@/components/forms/CheckboxGroup";
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

/**
 * The contact enquiry (spec 5: companyName, email, name and interests required; clientName and
 * notes optional). The API stores it and e-mails the foundry; the form gives way to a thanks.
 */
export function ContactForm() {
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const [, sendEnquiry] = useMutation(ContactOtherDocument);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactValues>({
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
  const payload = usePayloadErrors(setError, FIELDS);

  useEffect(() => {
    if (sentFrom) thanksRef.current?.focus();
  }, [sentFrom]);

  const submit = handleSubmit(async (values) => {
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
    <form noValidate className={forms.form} onSubmit={submit} aria-label="Contact us">
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register("companyName")}
      />
      <TextField
        label="Client name (optional)"
        hint="If you are writing on behalf of a client."
        error={errors.clientName?.message}
        {...register("clientName")}
      />
      <CheckboxGroup
        legend="Interested in"
        options={INTEREST_OPTIONS}
        registration={register("interests")}
        error={errors.interests?.message}
      />
      <Textarea
        label="Notes (optional)"
        rows={6}
        error={errors.notes?.message}
        {...register("notes")}
      />
      <FormAlert messages={payload.formErrors} />
      <Inline space={4} align="center">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send message"}
        </Button>
      </Inline>
    </form>
  );
}
