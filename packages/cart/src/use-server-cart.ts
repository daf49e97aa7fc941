/**
 * The foundry's cart on the shop API (spec 4.3), over the urql client from context. Each change
 * is one request: its payload carries the whole cart as its transaction left it, and that cart
 * is what the hook shows next — no second Cart query. Until it answers, the cart shows the change
 * (a line and the count; no amounts, optimistic-cart.ts), and a refusal rolls it back. The Cart
 * query runs once, and again on refetch() (a sign-in, a paid order) or after a change that got
 * no answer, which may or may not have been made (ADR 0035). A currency change reloads the page,
 * because every price on it (buying options too) is in that currency.
 */
"use client";

import {
  AddItemToCartDocument,
  AdoptCartDocument,
  CartDocument,
  ClearCartDocument,
  RemoveItemFromCartDocument,
  ShareCartDocument,
  UpdateCartLicenceSizeDocument,
  UpdateCurrencyDocument,
} from "@meridian/graphql/client";
import type { CurrencyCode, LicenceSize } from "@meridian/pricing";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { type CombinedError, type OperationResult, useClient } from "urql";
import { type AddItemInput, addItemVariables } from "./add-item";
import type { CartChange } from "./optimistic-cart";
import { initialServerCart, serverCartReducer, shownCart } from "./server-cart-state";
import type { CartUserError, ServerCart } from "./server-types";

export interface CartActionResult {
  /** The call went through and the payload holds no errors. */
  ok: boolean;
  /** What the caller can fix (DESIGN 7.1), e.g. NOT_FOUND for an unknown shared cart. */
  errors: readonly CartUserError[];
  /** A transport or GraphQL error; undefined when the call went through. */
  error?: CombinedError | undefined;
}

export interface UseServerCartOptions {
  /** Runs after a currency change; a full page reload by default. */
  reload?: () => void;
  /** Do not query yet (e.g. before the session is known). */
  pause?: boolean;
}

export interface ServerCartState {
  /** The server's cart, with the changes it has not answered yet shown on it. */
  cart: ServerCart | null;
  /**
   * null when `cart` is as the server answered. Otherwise it shows changes still on their way:
   * the ids of the lines whose price is not known yet, and no total is known either.
   */
  unconfirmed: readonly string[] | null;
  /** The cart query is in flight. */
  fetching: boolean;
  /** A cart mutation is in flight. */
  updating: boolean;
  error: CombinedError | undefined;
  /** Fetches the cart again, bypassing any cache. */
  refetch(): void;
  add(input: AddItemInput): Promise<CartActionResult>;
  remove(itemId: string): Promise<CartActionResult>;
  clear(): Promise<CartActionResult>;
  /** Sets the size of every line of one parent font under one licence type (DESIGN 4.6). */
  updateLicenceSize(
    parentFontId: string,
    licenceTypeIndex: number,
    size: LicenceSize,
  ): Promise<CartActionResult>;
  /** Does nothing for the current currency; otherwise changes it and reloads the page. */
  updateCurrency(currency: CurrencyCode): Promise<CartActionResult & { changed: boolean }>;
  /** Freezes a copy of the cart; its id makes the shared link. */
  share(): Promise<CartActionResult & { sharedCartId: string | null }>;
  /** Takes over a shared cart (/shared-cart/{id}). */
  adopt(cartId: string): Promise<CartActionResult>;
}

const NETWORK_ONLY = { requestPolicy: "network-only" } as const;

/** A payload as every cart mutation answers (CartPayload). */
interface CartPayload {
  errors: readonly CartUserError[];
  cart: ServerCart | { id: string } | null;
}

function outcome<Data>(
  result: OperationResult<Data>,
  payload: CartPayload | undefined,
): CartActionResult {
  const errors = payload?.errors ?? [];
  return {
    ok: !result.error && result.data !== undefined && errors.length === 0,
    errors,
    error: result.error,
  };
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * How a change is sent: what it shows at once, the request, its payload, and whether the
 * payload's cart is the visitor's cart (ShareCart's is the frozen copy).
 */
interface ChangeRequest<Data> {
  shows: CartChange | null;
  send(): Promise<OperationResult<Data>>;
  payload(data: Data): CartPayload;
  answersWithCart: boolean;
}

export function useServerCart({
  reload = reloadPage,
  pause = false,
}: UseServerCartOptions = {}): ServerCartState {
  const client = useClient();
  const [state, dispatch] = useReducer(serverCartReducer, !pause, initialServerCart);

  // One operation at a time, in the order asked: each answer is then the cart after every
  // change before it, and a change sent before the first answer cannot start a second cart.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(work, work);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const refetch = useCallback(() => {
    void enqueue(async () => {
      dispatch({ type: "queryStarted" });
      const result = await client.query(CartDocument, {}, NETWORK_ONLY).toPromise();
      dispatch({ type: "queryAnswered", cart: result.data?.cart ?? null, error: result.error });
    });
  }, [client, enqueue]);

  // The first load, once the caller lets it run (a refetch() asks again later).
  const loaded = useRef(false);
  useEffect(() => {
    if (pause || loaded.current) return;
    loaded.current = true;
    refetch();
  }, [pause, refetch]);

  const nextChange = useRef(0);
  const change = useCallback(
    <Data>(request: ChangeRequest<Data>) => {
      const id = nextChange.current++;
      dispatch({ type: "changeStarted", id, change: request.shows });
      return enqueue(async () => {
        let payload: CartPayload | undefined;
        try {
          const result = await request.send();
          payload = result.data ? request.payload(result.data) : undefined;
          return { result, payload };
        } finally {
          const cart = request.answersWithCart ? (payload?.cart as ServerCart | null) : null;
          dispatch({ type: "changeAnswered", id, cart: cart ?? null });
          // No payload: the change may or may not have been made; ask for the cart as it is.
          if (!payload && request.answersWithCart) refetch();
        }
      });
    },
    [enqueue, refetch],
  );

  const cartChange = useCallback(
    async <Data>(request: Omit<ChangeRequest<Data>, "answersWithCart">) => {
      const { result, payload } = await change({ ...request, answersWithCart: true });
      return outcome(result, payload);
    },
    [change],
  );

  const add = useCallback(
    async (input: AddItemInput): Promise<CartActionResult> => {
      const prepared = addItemVariables(input);
      if (!prepared.ok) {
        return {
          ok: false,
          errors: [{ code: "INVALID_INPUT", field: null, message: prepared.reason, data: null }],
        };
      }
      return cartChange({
        shows: { kind: "add", item: input },
        send: () => client.mutation(AddItemToCartDocument, prepared.variables).toPromise(),
        payload: (data) => data.addItemToCart,
      });
    },
    [client, cartChange],
  );

  const remove = useCallback(
    (itemId: string) =>
      cartChange({
        shows: { kind: "remove", itemId },
        send: () => client.mutation(RemoveItemFromCartDocument, { itemId }).toPromise(),
        payload: (data) => data.removeItemFromCart,
      }),
    [client, cartChange],
  );

  const clear = useCallback(
    () =>
      cartChange({
        shows: { kind: "clear" },
        send: () => client.mutation(ClearCartDocument, {}).toPromise(),
        payload: (data) => data.clearCart,
      }),
    [client, cartChange],
  );

  const updateLicenceSize = useCallback(
    (parentFontId: string, licenceTypeIndex: number, size: LicenceSize) =>
      cartChange({
        shows: { kind: "licenceSize", parentFontId, licenceTypeIndex, size },
        send: () =>
          client
            .mutation(UpdateCartLicenceSizeDocument, {
              parentFontId,
              licenceType: licenceTypeIndex,
              licenceSize: size,
            })
            .toPromise(),
        payload: (data) => data.updateCartLicenceSize,
      }),
    [client, cartChange],
  );

  const adopt = useCallback(
    (cartId: string) =>
      cartChange({
        shows: null,
        send: () => client.mutation(AdoptCartDocument, { cartId }).toPromise(),
        payload: (data) => data.adoptCart,
      }),
    [client, cartChange],
  );

  const { cart, unconfirmed } = useMemo(() => shownCart(state), [state]);
  const currentCurrency = state.confirmed?.currency;
  const updateCurrency = useCallback(
    async (currency: CurrencyCode) => {
      if (currency === currentCurrency) return { ok: true, errors: [], changed: false };
      // The page reloads on the new currency: its payload's cart is not shown first.
      const { result, payload } = await change({
        shows: null,
        send: () => client.mutation(UpdateCurrencyDocument, { currency }).toPromise(),
        payload: (data) => data.updateCurrency,
        answersWithCart: false,
      });
      const answer = outcome(result, payload);
      if (answer.ok) reload();
      return { ...answer, changed: answer.ok };
    },
    [currentCurrency, client, change, reload],
  );

  const share = useCallback(async () => {
    const { result, payload } = await change({
      shows: null,
      send: () => client.mutation(ShareCartDocument, {}).toPromise(),
      payload: (data) => data.shareCart,
      // The payload's cart is the frozen copy, not the visitor's.
      answersWithCart: false,
    });
    return { ...outcome(result, payload), sharedCartId: payload?.cart?.id ?? null };
  }, [client, change]);

  const { fetching, error } = state;
  const updating = state.pending.length > 0;
  // One object while nothing in it changes: providers pass it on through context.
  return useMemo(
    () => ({
      cart,
      unconfirmed,
      fetching,
      updating,
      error,
      refetch,
      add,
      remove,
      clear,
      updateLicenceSize,
      updateCurrency,
      share,
      adopt,
    }),
    [
      cart,
      unconfirmed,
      fetching,
      updating,
      error,
      refetch,
      add,
      remove,
      clear,
      updateLicenceSize,
      updateCurrency,
      share,
      adopt,
    ],
  );
}
