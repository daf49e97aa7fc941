import { createShopSession, type ShopSession } from "./shop-client";
import { memoryStorage } from "./storage";

let browserSession: ShopSession | undefined;

/** One client per browser session: its document cache and refresh queue are shared by every page. */
export function browserShopSession(url?: string): ShopSession {
  browserSession ??= createShopSession({ url });
  return browserSession;
}

/**
 * A server render's session: storage in memory and a fetch that never settles. Shop data is
 * the visitor's (tokens live in browser storage), so a server render shows it as loading, exactly
 * as the first client render does, and the browser asks for it after hydration. Made per render
 * so nothing leaks between requests.
 */
export function serverShopSession(url?: string): ShopSession {
  return createShopSession({
    url,
    storage: memoryStorage(),
    fetch: () => new Promise<Response>(() => {}),
  });
}
