"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Form } from "@meridian/form-fields/form";
import { TextField } from "@meridian/form-fields/text-field";
import { UserLoginDocument } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { FormAlert } from "@/components/forms/FormAlert";
import * as forms from "@/components/forms/forms.css";
import { usePayloadErrors } from "@/components/forms/use-payload-errors";
import { type LoginForm as LoginValues, loginForm } from "@/lib/account/account-forms";
import { useSignIn } from "./use-sign-in";

const FIELDS = ["email", "password"] as const;
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<LoginValues>;

/**
 * Login (spec 2.9): e-mail and password. A wrong pair is 'Invalid email or password', the same
 * whether or not the e-mail has an account (DESIGN 4.5). Signing in hands the session to the
 * auth store; the login page then sends the visitor on. `focusHeading` starts the visitor at the
 * heading when the form comes back in place of the reset request.
 */
export function LoginForm(props: { onForgotPassword: () => void; focusHeading?: boolean }) {
  const { onForgotPassword, focusHeading = false } = props;
  const { signIn, confirming } = useSignIn();
  const heading = useRef<HTMLHeadingElement>(null);
  const [, login] = useMutation(UserLoginDocument);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: "", password: "" },
  });
  const payload = usePayloadErrors(form.setError, FIELDS);
  const busy = form.formState.isSubmitting || confirming;

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const submit = form.handleSubmit(async (values) => {
    payload.clear();
    const result = await login(values);
    const session = result.data?.userLogin;
    if (!session) return payload.fail();
    if (payload.show(session.errors) && !signIn(session)) payload.fail();
  });

  return (
    <section className={forms.section} aria-labelledby="login-title">
      <h2 id="login-title" ref={heading} tabIndex={-1} className={forms.sectionTitle}>
        Log in
      </h2>
      <Form form={form} className={forms.form} onSubmit={submit} aria-labelledby="login-title">
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
        <FormAlert messages={payload.formErrors} />
        <Inline space={4} align="center">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? "Logging in…" : "Log in"}
          </Button>
          <Button variant="plain" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </Inline>
      </Form>
    </section>
  );
}
