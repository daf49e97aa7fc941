/**
 * Shares one studio cart between every component of a page (header badge, panel, checkout)
 * through useSyncExternalStore, persists its items, and follows changes made in other tabs
 * through the storage event. Nothing here touches `window` until a client subscribes or reads,
 * so importing it during a server render is safe.
 */
import {
  EMPTY_LOCAL_CART,
  type LocalCartAction,
  type LocalCartState,
  localCartReducer,
} from "./local-cart-state";
import { LOCAL_CART_KEY, parseLocalCartItems, serialiseLocalCartItems } from "./local-cart-storage";

export interface LocalCartStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LocalCartState;
  /** The empty cart: the server cannot see browser storage. */
  getServerSnapshot(): LocalCartState;
  dispatch(action: LocalCartAction): void;
}

export interface LocalCartStoreOptions {
  /** The storage key; 'studio-cart' by default. */
  key?: string;
  /** Where items are kept; window.localStorage by default. */
  storage?: () => Storage | null;
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage disabled: the cart still works for this page.
    return null;
  }
}

export function createLocalCartStore({
  key = LOCAL_CART_KEY,
  storage = defaultStorage,
}: LocalCartStoreOptions = {}): LocalCartStore {
  let state: LocalCartState | null = null;
  const listeners = new Set<() => void>();

  function read(): LocalCartState {
    let text: string | null = null;
    try {
      text = storage()?.getItem(key) ?? null;
    } catch {
      text = null;
    }
    return localCartReducer(EMPTY_LOCAL_CART, { type: "load", items: parseLocalCartItems(text) });
  }

  function write(next: LocalCartState): void {
    try {
      const target = storage();
      // A completed order keeps its items on screen but not in storage, so a reload starts an
      // empty cart (DESIGN 7.1).
      if (next.complete || next.items.length === 0) target?.removeItem(key);
      else target?.setItem(key, serialiseLocalCartItems(next.items));
    } catch {
      // Quota or disabled storage: keep the cart for this page rather than fail the click.
    }
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== key && event.key !== null) return;
    state = read();
    notify();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot() {
      state ??= read();
      return state;
    },
    getServerSnapshot() {
      return EMPTY_LOCAL_CART;
    },
    dispatch(action) {
      const current = state ?? read();
      const next = localCartReducer(current, action);
      if (next === current) return;
      state = next;
      if (next.items !== current.items || next.complete !== current.complete) write(next);
      notify();
    },
  };
}

let pageStore: LocalCartStore | null = null;

/** The page's one studio cart, created on first use. */
export function defaultLocalCartStore(): LocalCartStore {
  pageStore ??= createLocalCartStore();
  return pageStore;
}
