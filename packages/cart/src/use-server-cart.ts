/**
 * The foundry's cart on the shop API (spec 4.3), over the urql client from context. After add,
 * remove, clear, a size change or adopting a shared cart the cart query runs again network-only,
 * so the panel shows the server's numbers whatever cache the app's client uses. A currency
 * change reloads the page, because every price on it (buying options too) is in that currency.
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
import { useCallback, useMemo } from "react";
import { type CombinedError, type OperationResult, useMutation, useQuery } from "urql";
import { type AddItemInput, addItemVariables } from "./add-item";
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
  cart: ServerCart | null;
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

function outcome<Data>(
  result: OperationResult<Data>,
  payload: (data: Data) => { errors: readonly CartUserError[] } | undefined,
): CartActionResult {
  const errors = result.data ? (payload(result.data)?.errors ?? []) : [];
  return {
    ok: !result.error && result.data !== undefined && errors.length === 0,
    errors,
    error: result.error,
  };
}

function reloadPage(): void {
  window.location.reload();
}

export function useServerCart({
  reload = reloadPage,
  pause = false,
}: UseServerCartOptions = {}): ServerCartState {
  const [query, reexecuteCart] = useQuery({ query: CartDocument, pause });
  const [addState, addItem] = useMutation(AddItemToCartDocument);
  const [removeState, removeItem] = useMutation(RemoveItemFromCartDocument);
  const [clearState, clearCart] = useMutation(ClearCartDocument);
  const [sizeState, updateSize] = useMutation(UpdateCartLicenceSizeDocument);
  const [currencyState, updateCurrencyMutation] = useMutation(UpdateCurrencyDocument);
  const [shareState, shareCart] = useMutation(ShareCartDocument);
  const [adoptState, adoptCart] = useMutation(AdoptCartDocument);

  const cart = query.data?.cart ?? null;
  const currentCurrency = cart?.currency;
  const refetch = useCallback(() => reexecuteCart(NETWORK_ONLY), [reexecuteCart]);

  /** Runs a mutation, then fetches the cart again however it went (it may have changed). */
  const thenRefetch = useCallback(
    async (run: () => Promise<CartActionResult>) => {
      const result = await run();
      refetch();
      return result;
    },
    [refetch],
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
      return thenRefetch(async () =>
        outcome(await addItem(prepared.variables), (data) => data.addItemToCart),
      );
    },
    [addItem, thenRefetch],
  );

  const remove = useCallback(
    (itemId: string) =>
      thenRefetch(async () =>
        outcome(await removeItem({ itemId }), (data) => data.removeItemFromCart),
      ),
    [removeItem, thenRefetch],
  );

  const clear = useCallback(
    () => thenRefetch(async () => outcome(await clearCart({}), (data) => data.clearCart)),
    [clearCart, thenRefetch],
  );

  const updateLicenceSize = useCallback(
    (parentFontId: string, licenceTypeIndex: number, size: LicenceSize) =>
      thenRefetch(async () =>
        outcome(
          await updateSize({ parentFontId, licenceType: licenceTypeIndex, licenceSize: size }),
          (data) => data.updateCartLicenceSize,
        ),
      ),
    [updateSize, thenRefetch],
  );

  const updateCurrency = useCallback(
    async (currency: CurrencyCode) => {
      if (currency === currentCurrency) return { ok: true, errors: [], changed: false };
      const result = outcome(
        await updateCurrencyMutation({ currency }),
        (data) => data.updateCurrency,
      );
      if (result.ok) reload();
      return { ...result, changed: result.ok };
    },
    [currentCurrency, updateCurrencyMutation, reload],
  );

  const share = useCallback(async () => {
    const result = await shareCart({});
    const sharedCartId = result.data?.shareCart.cart?.id ?? null;
    return { ...outcome(result, (data) => data.shareCart), sharedCartId };
  }, [shareCart]);

  const adopt = useCallback(
    (cartId: string) =>
      thenRefetch(async () => outcome(await adoptCart({ cartId }), (data) => data.adoptCart)),
    [adoptCart, thenRefetch],
  );

  const fetching = query.fetching;
  const error = query.error;
  const updating = [
    addState,
    removeState,
    clearState,
    sizeState,
    currencyState,
    shareState,
    adoptState,
  ].some((state) => state.fetching);
  // One object while nothing in it changes: providers pass it on through context.
  return useMemo(
    () => ({
      cart,
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
