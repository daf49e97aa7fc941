"use client";

import type { ReactNode } from "react";
import { useState } from "react";
import { Provider } from "urql";
import { AuthProvider } from "./AuthProvider";
import { browserShopSession, serverShopSession } from "./session";
import type { ShopSession } from "./shop-client";

export interface ShopProviderProps {
  children: ReactNode;
  /** The shop API; /graphql (rewritten to the API by the site) by default. */
  url?: string;
  /** A session made elsewhere (tests, Storybook); one per browser session otherwise. */
  session?: ShopSession;
}

/** urql's Provider for the shop API plus the auth state of useAuth. Safe to render on the server. */
export function ShopProvider(props: ShopProviderProps) {
  const [session] = useState(
    () =>
      props.session ??
      (typeof window === "undefined"
        ? serverShopSession(props.url)
        : browserShopSession(props.url)),
  );
  return (
    <Provider value={session.client}>
      <AuthProvider client={session.client} store={session.auth}>
        {props.children}
      </AuthProvider>
    </Provider>
  );
}
