"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Form } from "@meridian/form-fields/form";
import { TextField } from "@meridian/form-fields/text-field";
import { UserRegisterDocument } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { FormAlert } from "@/components/forms/FormAlert";
import * as forms from "@/components/forms/forms.css";
import { usePayloadErrors } from "@/components/forms/use-payload-errors";
import { type RegisterForm as RegisterValues, registerForm } from "@/lib/account/account-forms";
import { useSignIn } from "./use-sign-in";

const FIELDS = ["name", "email", "password"] as const;
/** The confirmation is sent equal to the password (spec 5): its complaints are the password's. */
const ALIASES = { passwordConfirmation: "password" } as const;
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<RegisterValues>;

/**
 * Registration (spec 2.9): name, e-mail and password. A taken e-mail says so plainly and points
 * to login and reset (DESIGN 4.5); the new customer is signed in at once.
 */
export function RegisterForm() {
  const { signIn, confirming } = useSignIn();
  const [, registerAccount] = useMutation(UserRegisterDocument);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerForm),
    defaultValues: { name: "", email: "", password: "" },
  });
  const payload = usePayloadErrors(form.setError, FIELDS, ALIASES);
  const busy = form.formState.isSubmitting || confirming;

  const submit = form.handleSubmit(async (values) => {
    payload.clear();
    const result = await registerAccount(values);
    const session = result.data?.userRegister;
    if (!session) return payload.fail();
    if (payload.show(session.errors) && !signIn(session)) payload.fail();
  });

  return (
    <section className={forms.section} aria-labelledby="register-title">
      <h2 id="register-title" className={forms.sectionTitle}>
        Create an account
      </h2>
      <Form form={form} className={forms.form} onSubmit={submit} aria-labelledby="register-title">
        <Field name="name" label="Name" autoComplete="name" />
        <Field name="email" label="Email" type="email" autoComplete="email" />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <FormAlert messages={payload.formErrors} />
        <Inline space={4} align="center">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? "Creating your account…" : "Create account"}
          </Button>
        </Inline>
      </Form>
    </section>
  );
}
