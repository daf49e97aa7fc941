"use client";

import { useAuth } from "@meridian/graphql/client";
import { Text } from "@meridian/ui/text";
import { useRouter } from "next/navigation";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from "react";
import { loginPathFor } from "@/lib/auth/next-path";

/** Said by what signs the customer out on purpose, before it does (LogoutButton). */
const LeavingContext = createContext<(() => void) | null>(null);

/**
 * For a protected page's own way out: call what it returns just before signing out, and the
 * guard sends no one to `/login?next=…` — the page goes where it means to. Without it, the
 * guard's navigation and the page's would race, and the second would wipe a login form the
 * visitor had begun to fill in.
 */
export function useLeavingProtectedPage(): () => void {
  return useContext(LeavingContext) ?? (() => {});
}

/**
 * The protected paths' guard (DESIGN 7.1): the tokens live in browser storage, so the check runs
 * here. While the session is unknown a quiet loading line holds the place; a visitor is sent to
 * `/login?next=<this path and query>` and brought back after logging in; a signed-in customer
 * sees the children. A customer who logs out here goes where the logout sends them.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated } = useAuth();
  const router = useRouter();
  const leaving = useRef(false);
  const leave = useCallback(() => {
    leaving.current = true;
  }, []);

  useEffect(() => {
    if (authenticated !== false || leaving.current) return;
    const { pathname, search } = window.location;
    router.replace(loginPathFor(`${pathname}${search}`));
  }, [authenticated, router]);

  if (authenticated) {
    return <LeavingContext.Provider value={leave}>{children}</LeavingContext.Provider>;
  }
  return (
    <div role="status" aria-busy="true">
      <Text size="small" tone="secondary">
        {authenticated === false ? "Taking you to log in…" : "Loading…"}
      </Text>
    </div>
  );
}
