import { type AuthStorage, STORAGE_KEYS } from "./storage";

/** What the browser stores under `credentials` (spec 3, DESIGN 7.1); sent as the token headers. */
export interface StoredCredentials {
  accessToken: string;
  client: string;
  /** Unix time in seconds when accessToken expires. */
  expiry: string;
  tokenType: string;
  uid: string;
}

/** The signed-in session as stored; null is the spec's "auth state null" (nobody signed in). */
export interface AuthState {
  credentials: StoredCredentials;
  token: string;
  refreshToken: string | null;
}

/** The auth payload of UserLogin / UserRegister (fragment UserSession); fields null on failure. */
export interface SignInPayload {
  credentials?: StoredCredentials | null;
  token?: string | null;
  refreshToken?: string | null;
}

export interface AuthStore {
  /** The stored session, re-read from storage so that another tab's refresh is seen. */
  get(): AuthState | null;
  /** Stores the session of a login or registration; false when the payload carries none. */
  set(payload: SignInPayload): boolean;
  /** A refresh: the new token goes into `token`, `credentials.accessToken` and `credentials.expiry`. */
  applyRefresh(refreshed: { token: string; refreshToken: string; expiry?: string | null }): void;
  /** Logout or a failed refresh: removes credentials, token and refreshToken. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const CREDENTIAL_FIELDS = ["accessToken", "client", "expiry", "tokenType", "uid"] as const;

function parseCredentials(raw: string | null): StoredCredentials | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    // Anything else (a half-written or hand-edited value) counts as signed out, not as a crash.
    if (!CREDENTIAL_FIELDS.every((field) => typeof record[field] === "string")) return null;
    return Object.fromEntries(
      CREDENTIAL_FIELDS.map((field) => [field, record[field]]),
    ) as unknown as StoredCredentials;
  } catch {
    return null;
  }
}

export function createAuthStore(storage: AuthStorage): AuthStore {
  const listeners = new Set<() => void>();
  // get() must return the same object while storage is unchanged (useSyncExternalStore).
  let cache: { key: string; state: AuthState | null } | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const onStorageEvent = (event: StorageEvent) => {
    const keys: (string | null)[] = [null, ...Object.values(STORAGE_KEYS)];
    if (keys.includes(event.key)) notify();
  };

  const write = (state: AuthState) => {
    storage.setItem(STORAGE_KEYS.credentials, JSON.stringify(state.credentials));
    storage.setItem(STORAGE_KEYS.token, state.token);
    if (state.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, state.refreshToken);
    else storage.removeItem(STORAGE_KEYS.refreshToken);
    notify();
  };

  const store: AuthStore = {
    get() {
      const raw = [
        storage.getItem(STORAGE_KEYS.credentials),
        storage.getItem(STORAGE_KEYS.token),
        storage.getItem(STORAGE_KEYS.refreshToken),
      ] as const;
      const key = JSON.stringify(raw);
      if (cache?.key === key) return cache.state;
      const credentials = parseCredentials(raw[0]);
      const state = credentials
        ? { credentials, token: raw[1] ?? credentials.accessToken, refreshToken: raw[2] }
        : null;
      cache = { key, state };
      return state;
    },
    set(payload) {
      if (!payload.credentials) return false;
      write({
        credentials: { ...payload.credentials },
        token: payload.token ?? payload.credentials.accessToken,
        refreshToken: payload.refreshToken ?? null,
      });
      return true;
    },
    applyRefresh({ token, refreshToken, expiry }) {
      const current = store.get();
      if (!current) return;
      write({
        credentials: {
          ...current.credentials,
          accessToken: token,
          expiry: expiry ?? current.credentials.expiry,
        },
        token,
        refreshToken,
      });
    },
    clear() {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
      notify();
    },
    subscribe(listener) {
      // Other tabs sign in, out and refresh too: their writes arrive as storage events.
      if (listeners.size === 0) globalThis.addEventListener?.("storage", onStorageEvent);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.("storage", onStorageEvent);
      };
    },
  };
  return store;
}
