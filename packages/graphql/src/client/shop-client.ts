import { Client, cacheExchange, fetchExchange } from "@urql/core";
import { shopAuthExchange } from "./auth-exchange";
import { type AuthStore, createAuthStore } from "./auth-store";
import { type AuthStorage, browserStorage } from "./storage";

export interface ShopClientOptions {
  /** The shop API; the sites rewrite the relative /graphql to it (DESIGN 1). */
  url?: string;
  /** Where the session is kept; the browser's localStorage by default. */
  storage?: AuthStorage;
  /** The auth store to share with useAuth; made from `storage` when absent. */
  authStore?: AuthStore;
  fetch?: typeof fetch;
}

/** A urql client and the auth store its requests read: what ShopProvider holds per session. */
export interface ShopSession {
  client: Client;
  auth: AuthStore;
}

export function createShopSession(options: ShopClientOptions = {}): ShopSession {
  const auth = options.authStore ?? createAuthStore(options.storage ?? browserStorage());
  const client = new Client({
    url: options.url ?? "/graphql",
    exchanges: [cacheExchange, shopAuthExchange(auth), fetchExchange],
    // The cart cookie rides along (spec 7.1); same-origin through the rewrite, so still first-party.
    fetchOptions: { credentials: "include" },
    // Always POST with a JSON body {query, operationName, variables} (spec 7.1): urql would
    // otherwise send short queries as GET.
    preferGetMethod: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { client, auth };
}

/** The urql client for the shop and account API (spec 7.1, 7.2) with token headers and refresh. */
export function createShopClient(options: ShopClientOptions = {}): Client {
  return createShopSession(options).client;
}
