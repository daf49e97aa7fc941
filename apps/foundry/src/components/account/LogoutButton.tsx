"use client";

import { useAuth } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useLeavingProtectedPage } from "./RequireAuth";

/**
 * Ends the session on the server and here (UserLogout), then goes to the login page — and only
 * there: the protected page's guard is told first, so it does not send the visitor on as well.
 */
export function LogoutButton() {
  const auth = useAuth();
  const router = useRouter();
  const leaving = useLeavingProtectedPage();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        leaving();
        await auth.signOut();
        router.replace("/login");
      }}
    >
      Log out
    </Button>
  );
}
