"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Form } from "@meridian/form-fields/form";
import { TextField } from "@meridian/form-fields/text-field";
import { SendPasswordResetDocument } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { FormAlert } from "@/components/forms/FormAlert";
import * as forms from "@/components/forms/forms.css";
import { usePayloadErrors } from "@/components/forms/use-payload-errors";
import { type ResetRequestForm, resetRequestForm } from "@/lib/account/account-forms";
import { resetRequestOutcome } from "@/lib/account/reset-request";

const FIELDS = ["email"] as const;
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<ResetRequestForm>;

export interface ForgotPasswordFormProps {
  /** /reset-password on the foundry's public address (FOUNDRY_URL), from the server. */
  resetPageUrl: string;
  onDone: () => void;
}

/**
 * The password-reset request (spec 2.9): the API e-mails a link to `resetPageUrl` and answers
 * with the same message whether or not the e-mail has an account (DESIGN 4.5); that message is
 * what the visitor reads, whatever address they opened the site at.
 */
export function ForgotPasswordForm({ resetPageUrl, onDone }: ForgotPasswordFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const [, sendReset] = useMutation(SendPasswordResetDocument);
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<ResetRequestForm>({
    resolver: zodResolver(resetRequestForm),
    defaultValues: { email: "" },
  });
  const payload = usePayloadErrors(form.setError, FIELDS);
  const { isSubmitting } = form.formState;

  // Opened from 'Forgot your password?': start the visitor here.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (sent) noticeRef.current?.focus();
  }, [sent]);

  const submit = form.handleSubmit(async ({ email }) => {
    payload.clear();
    const result = await sendReset({ email, redirectUrl: resetPageUrl });
    const answer = result.data?.userSendPasswordResetWithToken;
    if (!answer) return payload.fail();
    const outcome = resetRequestOutcome(answer);
    if (!outcome.sent) {
      payload.show(outcome.errors);
      return;
    }
    if (outcome.linkRefused) {
      // For the operators (the console, and Sentry once allowed): the address, never the e-mail.
      console.error(
        `Password reset: the API refused the link ${resetPageUrl}; FOUNDRY_URL must be among its ALLOWED_REDIRECT_ORIGINS.`,
      );
    }
    setSent(outcome.message);
  });

  return (
    <section className={forms.section} aria-labelledby="forgot-title">
      <h2 id="forgot-title" ref={heading} tabIndex={-1} className={forms.sectionTitle}>
        Reset your password
      </h2>
      {sent ? (
        <>
          <p ref={noticeRef} tabIndex={-1} role="status" className={forms.notice}>
            {sent}
          </p>
          <Inline space={4} align="center">
            <Button variant="secondary" onClick={onDone}>
              Back to log in
            </Button>
          </Inline>
        </>
      ) : (
        <Form form={form} className={forms.form} onSubmit={submit} aria-labelledby="forgot-title">
          <p className={forms.lede}>
            Enter the email address of your account and we will send you a link to set a new
            password.
          </p>
          <Field name="email" label="Email" type="email" autoComplete="email" />
          <FormAlert messages={payload.formErrors} />
          <Inline space={4} align="center">
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? "Sending…" : "Send reset link"}
            </Button>
            <Button variant="plain" onClick={onDone}>
              Back to log in
            </Button>
          </Inline>
        </Form>
      )}
    </section>
  );
}
