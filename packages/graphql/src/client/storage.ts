/**
 * Browser storage for the shop session (spec 9: the keys are exactly credentials, token and
 * refreshToken). Only the three Storage methods are used, so tests and the server pass a
 * memory implementation.
 */
export type AuthStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const STORAGE_KEYS = {
  credentials: "credentials",
  token: "token",
  refreshToken: "refreshToken",
} as const;

/** A Storage held in memory: for server renders, tests and browsers that refuse storage. */
export function memoryStorage(initial: Record<string, string> = {}): AuthStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The browser's localStorage (the session outlives the tab, as the 30-day refresh token
 * intends), or memory when there is none: on the server, or when the browser blocks storage
 * (some private modes throw on the first write).
 */
export function browserStorage(): AuthStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = "meridian:probe";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
