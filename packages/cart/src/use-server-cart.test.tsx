import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { fontItem, goodsItem, serverCart } from "./__fixtures__/carts";
import { type FakeShopApi, fakeShopApi } from "./__fixtures__/shop-api";
import type { ServerCart } from "./server-types";
import { type UseServerCartOptions, useServerCart } from "./use-server-cart";

/** A shop whose cart changes as its mutations say, with payload errors on request. */
function shop(initial: ServerCart = serverCart({ items: [fontItem({ id: "line-1" })] })) {
  let cart = initial;
  const payload = () => ({ errors: [], cart });
  const api = fakeShopApi({
    cart: () => cart,
    addItemToCart: (args) => {
      cart = {
        ...cart,
        items: [...cart.items, goodsItem({ id: `line-${String(args.productId)}` })],
      };
      return payload();
    },
    removeItemFromCart: (args) => {
      cart = { ...cart, items: cart.items.filter((item) => item.id !== args.itemId) };
      return payload();
    },
    clearCart: () => {
      cart = { ...cart, items: [] };
      return payload();
    },
    updateCartLicenceSize: () => payload(),
    updateCurrency: (args) => {
      if (args.currency === "JPY") {
        return {
          errors: [
            { code: "INVALID_INPUT", field: "currency", message: "Unknown currency", data: null },
          ],
          cart,
        };
      }
      cart = { ...cart, currency: String(args.currency) };
      return payload();
    },
    shareCart: () => ({ errors: [], cart: { id: "shared-42" } }),
    adoptCart: () => {
      cart = { ...cart, items: [...cart.items, fontItem({ id: "adopted", licenceType: "web" })] };
      return payload();
    },
  });
  return api;
}

function renderCart(api: FakeShopApi, options: UseServerCartOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={api.client}>{children}</Provider>
  );
  return renderHook(() => useServerCart(options), { wrapper });
}

async function loaded(api: FakeShopApi, options: UseServerCartOptions = {}) {
  const rendered = renderCart(api, options);
  await waitFor(() => expect(rendered.result.current.cart).not.toBeNull());
  return rendered;
}

describe("useServerCart", () => {
  it("loads the cart", async () => {
    const api = shop();
    const { result } = await loaded(api);
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-1"]);
    expect(api.count("Cart")).toBe(1);
  });

  it("sends AddItemToCart, then fetches the cart again", async () => {
    const api = shop();
    const { result } = await loaded(api);
    let outcome: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      outcome = await result.current.add({
        itemType: "goods",
        productId: "poster",
        variantId: "a2",
      });
    });
    expect(outcome?.ok).toBe(true);
    expect(api.sent.find((op) => op.operationName === "AddItemToCart")?.variables).toEqual({
      itemType: "Goods",
      productId: "poster",
      variantId: "a2",
    });
    await waitFor(() => expect(api.count("Cart")).toBe(2));
    await waitFor(() =>
      expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-1", "line-poster"]),
    );
  });

  it("fetches again network-only, past any cache the app's client keeps", async () => {
    const api = shop();
    const { result } = await loaded(api);
    const executeQuery = vi.spyOn(api.client, "executeQuery");
    await act(async () => {
      await result.current.add({ itemType: "goods", productId: "poster" });
    });
    expect(executeQuery).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ requestPolicy: "network-only" }),
    );
  });

  it("sends RemoveItemFromCart, then fetches the cart again", async () => {
    const api = shop();
    const { result } = await loaded(api);
    await act(async () => {
      await result.current.remove("line-1");
    });
    expect(api.sent.find((op) => op.operationName === "RemoveItemFromCart")?.variables).toEqual({
      itemId: "line-1",
    });
    await waitFor(() => expect(api.count("Cart")).toBe(2));
    await waitFor(() => expect(result.current.cart?.items).toEqual([]));
  });

  it("refuses an item without a product id and sends nothing", async () => {
    const api = shop();
    const { result } = await loaded(api);
    let outcome: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      outcome = await result.current.add({ itemType: "goods", productId: "" });
    });
    expect(outcome?.ok).toBe(false);
    expect(outcome?.errors[0]?.code).toBe("INVALID_INPUT");
    expect(api.count("AddItemToCart")).toBe(0);
  });

  it("updates the licence size of one parent font and licence type", async () => {
    const api = shop();
    const { result } = await loaded(api);
    await act(async () => {
      await result.current.updateLicenceSize("inter", 1, 3);
    });
    expect(api.sent.find((op) => op.operationName === "UpdateCartLicenceSize")?.variables).toEqual({
      parentFontId: "inter",
      licenceType: 1,
      licenceSize: 3,
    });
  });

  it("choosing the current currency does nothing", async () => {
    const api = shop();
    const reload = vi.fn();
    const { result } = await loaded(api, { reload });
    const sentBefore = api.sent.length;
    let outcome: Awaited<ReturnType<typeof result.current.updateCurrency>> | undefined;
    await act(async () => {
      outcome = await result.current.updateCurrency("GBP");
    });
    expect(outcome).toEqual({ ok: true, errors: [], changed: false });
    expect(api.sent.length).toBe(sentBefore);
    expect(reload).not.toHaveBeenCalled();
  });

  it("changing the currency sends UpdateCurrency and reloads the page", async () => {
    const api = shop();
    const reload = vi.fn();
    const { result } = await loaded(api, { reload });
    await act(async () => {
      await result.current.updateCurrency("EUR");
    });
    expect(api.sent.find((op) => op.operationName === "UpdateCurrency")?.variables).toEqual({
      currency: "EUR",
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when the server refuses the currency", async () => {
    const api = shop();
    const reload = vi.fn();
    const { result } = await loaded(api, { reload });
    let outcome: Awaited<ReturnType<typeof result.current.updateCurrency>> | undefined;
    await act(async () => {
      outcome = await result.current.updateCurrency("JPY" as "EUR");
    });
    expect(outcome?.ok).toBe(false);
    expect(outcome?.changed).toBe(false);
    expect(outcome?.errors[0]?.message).toBe("Unknown currency");
    expect(reload).not.toHaveBeenCalled();
  });

  it("shares the cart and returns the shared copy's id", async () => {
    const api = shop();
    const { result } = await loaded(api);
    let outcome: Awaited<ReturnType<typeof result.current.share>> | undefined;
    await act(async () => {
      outcome = await result.current.share();
    });
    expect(outcome).toMatchObject({ ok: true, sharedCartId: "shared-42" });
  });

  it("adopts a shared cart by id and shows the merged cart", async () => {
    const api = shop();
    const { result } = await loaded(api);
    await act(async () => {
      await result.current.adopt("shared-42");
    });
    expect(api.sent.find((op) => op.operationName === "AdoptCart")?.variables).toEqual({
      cartId: "shared-42",
    });
    await waitFor(() =>
      expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-1", "adopted"]),
    );
  });

  it("clears the cart", async () => {
    const api = shop();
    const { result } = await loaded(api);
    await act(async () => {
      await result.current.clear();
    });
    expect(api.count("ClearCart")).toBe(1);
    await waitFor(() => expect(result.current.cart?.items).toEqual([]));
  });

  it("reports a failed call as not ok, with the error", async () => {
    const broken = fakeShopApi({
      cart: () => serverCart(),
      addItemToCart: () => {
        throw new Error("database down");
      },
    });
    const { result } = await loaded(broken);
    let outcome: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      outcome = await result.current.add({ itemType: "goods", productId: "poster" });
    });
    expect(outcome?.ok).toBe(false);
    expect(outcome?.error?.graphQLErrors[0]?.message).toBe("database down");
  });
});
