/**
 * What useServerCart knows of the server cart, as one reducer: the cart the server last answered
 * with (the Cart query's, or a change's own payload), the query's error, and the changes sent and
 * not yet answered. The cart shown is the server's with those changes laid over it, oldest first
 * (optimistic-cart.ts); when a change is answered its payload's cart takes the server's place and
 * the change is dropped — so a refused change is rolled back by the same step that applies one
 * that went through. useServerCart sends one operation at a time, so answers arrive in the order
 * their changes were made (ADR 0035).
 */
import type { CombinedError } from "urql";
import { applyCartChange, type CartChange } from "./optimistic-cart";
import type { ServerCart } from "./server-types";

export interface PendingChange {
  id: number;
  /** What to show at once; null for a change the server alone can show (adopt, share, currency). */
  change: CartChange | null;
}

export interface ServerCartMachine {
  /** The server's cart as it last answered; null before its first answer. */
  confirmed: ServerCart | null;
  /** The Cart query is in flight. */
  fetching: boolean;
  /** The Cart query's error, until it next answers. */
  error: CombinedError | undefined;
  /** Changes sent or waiting to be, oldest first. */
  pending: readonly PendingChange[];
}

export type ServerCartAction =
  | { type: "queryStarted" }
  | { type: "queryAnswered"; cart: ServerCart | null; error: CombinedError | undefined }
  | { type: "changeStarted"; id: number; change: CartChange | null }
  /** cart: the payload's cart; null when the answer carried none (the shown cart rolls back). */
  | { type: "changeAnswered"; id: number; cart: ServerCart | null };

export function initialServerCart(fetching: boolean): ServerCartMachine {
  return { confirmed: null, fetching, error: undefined, pending: [] };
}

export function serverCartReducer(
  state: ServerCartMachine,
  action: ServerCartAction,
): ServerCartMachine {
  switch (action.type) {
    case "queryStarted":
      return state.fetching ? state : { ...state, fetching: true };
    case "queryAnswered":
      // As urql's useQuery had it: the answer's cart, or none with its error.
      return { ...state, fetching: false, confirmed: action.cart, error: action.error };
    case "changeStarted":
      return { ...state, pending: [...state.pending, { id: action.id, change: action.change }] };
    case "changeAnswered": {
      const pending = state.pending.filter((entry) => entry.id !== action.id);
      if (pending.length === state.pending.length) return state;
      return { ...state, pending, confirmed: action.cart ?? state.confirmed };
    }
  }
}

export interface ShownCart {
  cart: ServerCart | null;
  /**
   * null when the cart is as the server answered; otherwise the ids of the lines whose price it
   * has still to say. Until it answers, no total is shown either.
   */
  unconfirmed: readonly string[] | null;
}

/** The server's cart with every unanswered change laid over it. */
export function shownCart(state: ServerCartMachine): ShownCart {
  let cart = state.confirmed;
  if (!cart) return { cart: null, unconfirmed: null };
  let unconfirmed: Set<string> | null = null;
  for (const { change } of state.pending) {
    if (!change) continue;
    const next = applyCartChange(cart, change);
    if (next.cart === cart) continue;
    cart = next.cart;
    unconfirmed ??= new Set();
    for (const id of next.changed) unconfirmed.add(id);
  }
  return { cart, unconfirmed: unconfirmed && [...unconfirmed] };
}
