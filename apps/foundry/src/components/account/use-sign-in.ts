import { type SignInPayload, useAuth } from "@meridian/graphql/client";
import { useCallback, useState } from "react";

/**
 * Hands a UserLogin or UserRegister session to the auth store. Until the account check
 * (useAuth().authenticated) confirms it and the login page moves on, `confirming` keeps the form
 * shut: a second press would open another device session.
 */
export function useSignIn() {
  const auth = useAuth();
  const [handedOver, setHandedOver] = useState(false);
  const signIn = useCallback(
    (payload: SignInPayload): boolean => {
      const stored = auth.signIn(payload);
      setHandedOver(stored);
      return stored;
    },
    [auth],
  );
  // A failed check (authenticated false) opens the form again.
  return { signIn, confirming: handedOver && auth.authenticated !== false };
}
