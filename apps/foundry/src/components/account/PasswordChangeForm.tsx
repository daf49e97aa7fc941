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
import { passwordChangeForm, type PasswordChangeForm as Values } from "@/lib/account/account-forms";

const FIELDS = ["password", "newPassword"] as const;
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<Values>;

/**
 * The password change (spec 2.10: password, newPassword), sent through UpdateUserDetails with
 * the customer's current name and e-mail. The API ends the account's other sessions.
 */
export function PasswordChangeForm({ viewer }: { viewer: Viewer }) {
  const [changed, setChanged] = useState(false);
  const [, updateDetails] = useMutation(UpdateUserDetailsDocument);
  const form = useForm<Values>({
    resolver: zodResolver(passwordChangeForm),
    defaultValues: { password: "", newPassword: "" },
  });
  const payload = usePayloadErrors(form.setError, FIELDS);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    payload.clear();
    setChanged(false);
    const result = await updateDetails({ name: viewer.name, email: viewer.email, ...values });
    const answer = result.data?.updateUserDetails;
    if (!answer) return payload.fail();
    if (!payload.show(answer.errors)) return;
    form.reset();
    setChanged(true);
  });

  return (
    <section className={forms.section} aria-labelledby="password-title">
      <h2 id="password-title" className={forms.sectionTitle}>
        Change password
      </h2>
      <Form form={form} className={forms.form} onSubmit={submit} aria-labelledby="password-title">
        <Field
          name="password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <Field
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. Other devices will be logged out."
        />
        <FormAlert messages={payload.formErrors} />
        <Inline space={4} align="center">
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : "Change password"}
          </Button>
          <p role="status" className={forms.notice}>
            {changed ? "Your password has been changed." : ""}
          </p>
        </Inline>
      </Form>
    </section>
  );
}
