"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Form } from "@meridian/form-fields/form";
import { TextField } from "@meridian/form-fields/text-field";
import {
  UpdatePasswordWithTokenDocument,
  UserLoginDocument,
  useAuth,
} from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { Inline } from "@meridian/ui/inline";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { FormAlert } from "@/components/forms/FormAlert";
import * as forms from "@/components/forms/forms.css";
import { usePayloadErrors } from "@/components/forms/use-payload-errors";
import { type NewPasswordForm, newPasswordForm } from "@/lib/account/account-forms";
import { RESET_TEXTS } from "@/lib/account/reset-texts";

const FIELDS = ["password"] as const;
/** This form's fields: a name that is not among its values fails the typecheck. */
const Field = TextField<NewPasswordForm>;

type Outcome = { kind: "signed-in" } | { kind: "changed" } | { kind: "link-dead" } | null;

/**
 * /reset-password (spec 2.9): a new password with the token from the e-mailed link. Once set,
 * the customer is signed in with it and taken to their account; should that login fail, they
 * are told to log in. A used, expired or missing token says so and offers a new link.
 */
export function ResetPasswordForm() {
  const token = useSearchParams().get("token")?.trim() ?? "";
  const auth = useAuth();
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: "link-dead" });
  const [, updatePassword] = useMutation(UpdatePasswordWithTokenDocument);
  const [, login] = useMutation(UserLoginDocument);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: "" },
  });
  const payload = usePayloadErrors(form.setError, FIELDS);
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (outcome) noticeRef.current?.focus();
    if (outcome?.kind === "signed-in" && auth.authenticated) router.replace("/account");
  }, [outcome, auth.authenticated, router]);

  const submit = form.handleSubmit(async ({ password }) => {
    payload.clear();
    const result = await updatePassword({ token, password });
    const answer = result.data?.userUpdatePasswordWithToken;
    if (!answer) return payload.fail();
    if (answer.errors.some((error) => error.field === "token")) {
      return setOutcome({ kind: "link-dead" });
    }
    if (!payload.show(answer.errors) || !answer.email) return;
    const session = (await login({ email: answer.email, password })).data?.userLogin;
    const signedIn = session && session.errors.length === 0 && auth.signIn(session);
    setOutcome({ kind: signedIn ? "signed-in" : "changed" });
  });

  if (outcome) {
    const { message, link } = RESET_TEXTS[outcome.kind];
    return (
      <div className={forms.form}>
        <p ref={noticeRef} tabIndex={-1} role="status" className={forms.notice}>
          {message}
        </p>
        {link ? (
          <p className={forms.notice}>
            <Link href={link.href} className={forms.link}>
              {link.label}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Form form={form} className={forms.form} onSubmit={submit} aria-label="Set a new password">
      <Field
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
      />
      <FormAlert messages={payload.formErrors} />
      <Inline space={4} align="center">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Set new password"}
        </Button>
      </Inline>
    </Form>
  );
}
