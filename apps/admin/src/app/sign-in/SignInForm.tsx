"use client";

import { Button } from "@meridian/ui/button";
import { Stack } from "@meridian/ui/stack";
import { TextField } from "@meridian/ui/text-field";
import { useActionState } from "react";
import * as styles from "../admin.css";
import { type SignInState, signIn } from "./actions";

const START: SignInState = {
  errors: [],
  totpSetup: null,
  recoveryCodes: null,
  email: "",
  codeNeeded: false,
};

/**
 * E-mail and password; then, where the account has a second factor, its code; on the first
 * production sign-in, the QR code to scan and then the recovery codes, shown once.
 */
export function SignInForm() {
  const [state, action, pending] = useActionState(signIn, START);
  if (state.recoveryCodes) return <RecoveryCodes codes={state.recoveryCodes} />;
  const errorOf = (field: string) => state.errors.find((error) => error.field === field)?.message;
  const general = state.errors.filter((error) => !["totpCode"].includes(error.field ?? ""));
  return (
    <form action={action} noValidate>
      <Stack space={4}>
        {general.length > 0 && (
          <p role="alert" className={styles.message}>
            {general.map((error) => error.message).join(" ")}
          </p>
        )}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={state.email}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {state.totpSetup && (
          <Stack space={2}>
            <p>
              Scan this code with your authenticator app, or type the key{" "}
              <code>{state.totpSetup.secret}</code>, then enter the code it shows.
            </p>
            <img
              src={state.totpSetup.qrCode}
              alt="QR code for your authenticator app"
              width={200}
              height={200}
            />
            <input type="hidden" name="setupToken" value={state.totpSetup.setupToken} />
          </Stack>
        )}
        {state.codeNeeded && (
          <TextField
            label="Authenticator code"
            name="totpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errorOf("totpCode")}
            hint="The 6-digit code your app shows, or a recovery code."
          />
        )}
        <Button type="submit" variant="primary" disabled={pending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Stack space={4}>
      <h2>Your recovery codes</h2>
      <p>
        Keep these somewhere safe. Each signs you in once if you lose your authenticator app. They
        are shown only now.
      </p>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <a href="/content">I have kept them: go to the content</a>
    </Stack>
  );
}
