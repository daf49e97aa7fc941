"use client";

import type { Client } from "@urql/core";
import {
  createContext,
  type ReactNode,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { UserDetailsDocument } from "../generated/documents/UserDetails";
import { UserLogoutDocument } from "../generated/documents/UserLogout";
import type { UserDetailsQuery } from "../generated/graphql";
import { authHeaders } from "./auth-exchange";
import type { AuthState, AuthStore, SignInPayload } from "./auth-store";

export type Viewer = NonNullable<UserDetailsQuery["viewer"]>;

export interface Auth {
  /** Spec 4.2: true once the viewer query answered data without error; null while unknown. */
  authenticated: boolean | null;
  viewer: Viewer | null;
  /** Stores the session of a UserLogin / UserRegister payload; false when it carries none. */
  signIn(payload: SignInPayload): boolean;
  /** Ends the session on the server (UserLogout), then forgets it here. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

/** The flag as the session holds it: which session (credentials.client) it belongs to. */
interface SessionFlag {
  session: string;
  authenticated: boolean;
  viewer: Viewer | null;
}

/**
 * The customer's data cached under the ended session: the logout invalidates it, so nothing of
 * theirs is shown afterwards and live queries (the cart) are fetched again as a visitor's.
 */
const signedOutContext = (headers: Record<string, string>) => ({
  additionalTypenames: ["Viewer", "Cart", "InvoiceListEntry", "Invoice", "FullInvoice", "Download"],
  // Replaces the client's fetchOptions, so credentials: 'include' is repeated here.
  fetchOptions: { credentials: "include" as const, headers },
});

/** How often, and how far apart, a viewer query the API never answered is asked again. */
const VIEWER_RETRIES = 2;
const VIEWER_RETRY_MS = 1_000;

/** Server and hydration renders see "not read yet": storage is never touched before mount. */
const notReadYet = (): AuthState | null | undefined => undefined;

export function AuthProvider(props: { client: Client; store: AuthStore; children: ReactNode }) {
  const { client, store } = props;
  const state = useSyncExternalStore(store.subscribe, store.get, notReadYet);
  const session = state?.credentials.client ?? null;
  const [flag, setFlag] = useState<SessionFlag | null>(null);

  useEffect(() => {
    if (!session) return;
    let subscription: { unsubscribe(): void } | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = (retriesLeft: number) => {
      // network-only: a cached answer could belong to the previous session.
      subscription = client
        .query(UserDetailsDocument, {}, { requestPolicy: "network-only" })
        .subscribe((result) => {
          // No answer from the API at all (a proxy's 500, a dropped connection) says nothing
          // of the session: ask again before the customer is counted as signed out.
          if (result.error?.networkError && retriesLeft > 0) {
            subscription?.unsubscribe();
            retry = setTimeout(() => ask(retriesLeft - 1), VIEWER_RETRY_MS);
            return;
          }
          const viewer = result.error ? null : (result.data?.viewer ?? null);
          setFlag((previous) => {
            const held = previous?.session === session ? previous : null;
            // Once authenticated, the session keeps the flag through a failed refetch.
            if (!viewer && held?.authenticated) return held;
            return { session, authenticated: viewer !== null, viewer };
          });
        });
    };
    ask(VIEWER_RETRIES);
    return () => {
      clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [client, session]);

  const current = flag?.session === session ? flag : null;
  const authenticated =
    state === undefined ? null : !session ? false : (current?.authenticated ?? null);
  const viewer = current?.viewer ?? null;
  const value = useMemo<Auth>(
    () => ({
      authenticated,
      viewer,
      signIn: (payload) => store.set(payload),
      signOut: async () => {
        const ending = store.get();
        // Forgotten first, so that what the logout invalidates is fetched again as a visitor's;
        // the logout itself carries the ended session's headers.
        store.clear();
        if (!ending) return;
        await client
          .mutation(UserLogoutDocument, {}, signedOutContext(authHeaders(ending.credentials)))
          .toPromise();
      },
    }),
    [authenticated, viewer, client, store],
  );
  // What storage and the viewer query reveal after hydration reaches the page at transition
  // priority: an urgent context change would re-render the whole page below in one long task.
  const auth = useDeferredValue(value);
  return <AuthContext.Provider value={auth}>{props.children}</AuthContext.Provider>;
}

/** The visitor's authentication (spec 4.2, 6). Use under ShopProvider. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth() must be used inside <ShopProvider>.");
  return auth;
}
