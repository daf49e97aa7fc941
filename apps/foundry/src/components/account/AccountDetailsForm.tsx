"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Form } from "@meridian/form-fields/form";
import { TextField } from "@meridian/form-fields/text-field";
import { UpdateUserDetailsDocument, type Viewer } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { FormAlert } from "@/components/forms/FormAlert";
import * as forms from "@/components/forms/forms.css";
import { usePayloadErrors } from "@/components/forms/use-payload-errors";
import { type DetailsForm, detailsForm } from "@/lib/account/account-forms";

const FIELDS = ["name", "email", "password"] as const;
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<DetailsForm>;

/**
 * Account details (spec 2.10): name and e-mail. A new e-mail asks for the current password too
 * (the API's rule: the e-mail is where reset links go), so the field is offered beside them.
 */
export function AccountDetailsForm({ viewer }: { viewer: Viewer }) {
  const [saved, setSaved] = useState(false);
  const [, updateDetails] = useMutation(UpdateUserDetailsDocument);
  const form = useForm<DetailsForm>({
    resolver: zodResolver(detailsForm),
    defaultValues: { name: viewer.name, email: viewer.email, password: "" },
  });
  const payload = usePayloadErrors(form.setError, FIELDS);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    payload.clear();
    setSaved(false);
    const result = await updateDetails({
      name: values.name,
      email: values.email,
      password: values.password || null,
      newPassword: null,
    });
    const answer = result.data?.updateUserDetails;
    if (!answer) return payload.fail();
    if (!payload.show(answer.errors) || !answer.viewer) return;
    form.reset({ name: answer.viewer.name, email: answer.viewer.email, password: "" });
    setSaved(true);
  });

  return (
    <section className={forms.section} aria-labelledby="details-title">
      <h2 id="details-title" className={forms.sectionTitle}>
        Account details
      </h2>
      <Form form={form} className={forms.form} onSubmit={submit} aria-labelledby="details-title">
        <Field name="name" label="Name" autoComplete="name" />
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field
          name="password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed only to change your email."
        />
        <FormAlert messages={payload.formErrors} />
        <Inline space={4} align="center">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save details"}
          </Button>
          <p role="status" className={forms.notice}>
            {saved ? "Your details have been saved." : ""}
          </p>
        </Inline>
      </Form>
    </section>
  );
}
