/**
 * @meridian/graphql/client — the sites' client for the shop and account API (spec 7.1, 7.2):
 * the urql client, which sends the token headers and, on an authentication error, refreshes the
 * token once (dropping the stored credentials when that fails), the auth store over browser
 * storage, ShopProvider and useAuth, and every typed shop document.
 */

export * from "../generated/documents";
export type * from "../generated/graphql";
export { type Auth, AuthProvider, useAuth, type Viewer } from "./AuthProvider";
export { authHeaders, isAuthenticationError, shopAuthExchange } from "./auth-exchange";
export {
  type AuthState,
  type AuthStore,
  createAuthStore,
  type SignInPayload,
  type StoredCredentials,
} from "./auth-store";
export { ShopProvider, type ShopProviderProps } from "./ShopProvider";
export { browserShopSession, serverShopSession } from "./session";
export {
  createShopClient,
  createShopSession,
  type ShopClientOptions,
  type ShopSession,
} from "./shop-client";
export { type AuthStorage, browserStorage, memoryStorage, STORAGE_KEYS } from "./storage";
