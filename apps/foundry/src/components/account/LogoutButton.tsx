"use client";

import { useAuth } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { useRouter } from "next/navigation";
import { useState } from "react";

/** Ends the session on the server and here (UserLogout), then goes to the login page. */
export function LogoutButton() {
  const auth = useAuth();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await auth.signOut();
        router.replace("/login");
      }}
    >
      Log out
    </Button>
  );
}
