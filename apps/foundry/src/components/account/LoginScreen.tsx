"use client";

import { useAuth } from "@meridian/graphql/client";
import { Text } from "@meridian/ui/text";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import * as forms from "@/components/forms/forms.css";
import { safeNextPath } from "@/lib/auth/next-path";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";

/**
 * /login (spec 2.9): login and registration side by side, the reset request in the login's
 * place when asked for. Whoever is signed in — already, or just now — goes on to `next` (a path
 * on this site only) or to /account.
 */
export function LoginScreen({ resetPageUrl }: { resetPageUrl: string }) {
  const { authenticated } = useAuth();
  const router = useRouter();
  const next = safeNextPath(useSearchParams().get("next"));
  const [forgotten, setForgotten] = useState(false);
  // Back from the reset request, focus goes to the login's heading rather than to <body>.
  const [returned, setReturned] = useState(false);

  useEffect(() => {
    if (authenticated) router.replace(next);
  }, [authenticated, next, router]);

  if (authenticated) {
    return (
      <div role="status">
        <Text size="small" tone="secondary">
          You are logged in. Taking you on…
        </Text>
      </div>
    );
  }
  return (
    <div className={forms.columns}>
      {forgotten ? (
        <ForgotPasswordForm
          resetPageUrl={resetPageUrl}
          onDone={() => {
            setForgotten(false);
            setReturned(true);
          }}
        />
      ) : (
        <LoginForm onForgotPassword={() => setForgotten(true)} focusHeading={returned} />
      )}
      <RegisterForm />
    </div>
  );
}
