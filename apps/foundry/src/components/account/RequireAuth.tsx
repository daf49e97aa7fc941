"use client";

import { useAuth } from "@meridian/graphql/client";
import { Text } from "@meridian/ui/text";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect } from "react";
import { loginPathFor } from "@/lib/auth/next-path";

/**
 * The protected paths' guard (DESIGN 7.1): the tokens live in browser storage, so the check runs
 * here. While the session is unknown a quiet loading line holds the place; a visitor is sent to
 * `/login?next=<this path and query>` and brought back after logging in; a signed-in customer
 * sees the children.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated } = useAuth();
  const router = useRouter();

  useEffect(() => {
    if (authenticated !== false) return;
    const { pathname, search } = window.location;
    router.replace(loginPathFor(`${pathname}${search}`));
  }, [authenticated, router]);

  if (authenticated) return children;
  return (
    <div role="status" aria-busy="true">
      <Text size="small" tone="secondary">
        {authenticated === false ? "Taking you to log in…" : "Loading…"}
      </Text>
    </div>
  );
}
