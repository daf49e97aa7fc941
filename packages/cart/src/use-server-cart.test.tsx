import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { fontItem, goodsItem, serverCart } from "./__fixtures__/carts";
import { type FakeShopApi, type FakeShopApiOptions, fakeShopApi } from "./__fixtures__/shop-api";
import type { ServerCart } from "./server-types";
import { type UseServerCartOptions, useServerCart } from "./use-server-cart";

/**
 * A shop whose cart changes as its mutations say, with payload errors on request. `hold()` keeps
 * the next AddItemToCart's answer back until its release is called, to see the page meanwhile.
 */
function shop(
  initial: ServerCart = serverCart({ items: [fontItem({ id: "line-1" })] }),
  options: FakeShopApiOptions = {},
) {
  let cart = initial;
  let held: Promise<void> | null = null;
  const payload = () => ({ errors: [], cart });
  const api = fakeShopApi(
    {
      cart: () => cart,
      addItemToCart: async (args) => {
        const wait = held;
        held = null;
        await wait;
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
    },
    options,
  );
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
  return Object.assign(api, { hold });
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

  it("sends AddItemToCart and shows the cart it answers with: one request, no Cart query", async () => {
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
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-1", "line-poster"]);
    expect(result.current.unconfirmed).toBeNull();
    expect(api.sent.map((op) => op.operationName)).toEqual(["Cart", "AddItemToCart"]);
  });

  it("sends one request per change with the sites' document cache too", async () => {
    // urql's document cache runs a live query again when a mutation answers with its types:
    // the cart's own Cart query must not be one, or every change would cost two requests.
    const api = shop(undefined, { documentCache: true });
    const { result } = await loaded(api);
    await act(async () => {
      await result.current.add({ itemType: "goods", productId: "poster" });
    });
    await act(async () => {
      await result.current.remove("line-1");
    });
    await act(async () => {
      await result.current.updateLicenceSize("inter", 0, 2);
    });
    await act(async () => {
      await result.current.clear();
    });
    await act(async () => {
      await result.current.adopt("shared-42");
    });
    // Long enough for a re-run query to have been sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent.map((op) => op.operationName)).toEqual([
      "Cart",
      "AddItemToCart",
      "RemoveItemFromCart",
      "UpdateCartLicenceSize",
      "ClearCart",
      "AdoptCart",
    ]);
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["adopted"]);
  });

  it("sends RemoveItemFromCart and shows the cart it answers with", async () => {
    const api = shop();
    const { result } = await loaded(api);
    await act(async () => {
      await result.current.remove("line-1");
    });
    expect(api.sent.find((op) => op.operationName === "RemoveItemFromCart")?.variables).toEqual({
      itemId: "line-1",
    });
    expect(result.current.cart?.items).toEqual([]);
    expect(api.count("Cart")).toBe(1);
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

describe("useServerCart before the server answers", () => {
  it("shows an added line and the count at once, with no price, then the server's cart", async () => {
    const api = shop();
    const { result } = await loaded(api);
    const release = api.hold();
    let adding: ReturnType<typeof result.current.add> | undefined;
    act(() => {
      adding = result.current.add({
        itemType: "goods",
        productId: "poster",
        variantId: null,
        names: { productName: "Poster" },
      });
    });
    // Shown before the answer: a provisional line the views print without a price.
    expect(result.current.cart?.items.map((item) => item.product.name)).toEqual([
      "Inter",
      "Poster",
    ]);
    expect(result.current.unconfirmed).toEqual([result.current.cart?.items[1]?.id]);
    expect(result.current.updating).toBe(true);

    await act(async () => {
      release();
      await adding;
    });
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-1", "line-poster"]);
    expect(result.current.unconfirmed).toBeNull();
    expect(result.current.updating).toBe(false);
    expect(api.sent.map((op) => op.operationName)).toEqual(["Cart", "AddItemToCart"]);
  });

  it("rolls the change back when the server refuses it, with its reason", async () => {
    const before = serverCart({ items: [fontItem({ id: "line-1" })] });
    const api = fakeShopApi({
      cart: () => before,
      addItemToCart: () => ({
        errors: [
          { code: "NOT_FOUND", field: "productId", message: "No product with this id", data: null },
        ],
        cart: before,
      }),
    });
    const { result } = await loaded(api);
    let adding: ReturnType<typeof result.current.add> | undefined;
    act(() => {
      adding = result.current.add({
        itemType: "goods",
        productId: "gone",
        names: { productName: "Gone" },
      });
    });
    expect(result.current.cart?.items).toHaveLength(2);

    let outcome: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      outcome = await adding;
    });
    expect(outcome).toMatchObject({ ok: false, errors: [{ message: "No product with this id" }] });
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-1"]);
    expect(result.current.unconfirmed).toBeNull();
    expect(api.count("Cart")).toBe(1);
  });

  it("rolls the change back when the call fails, then asks for the cart as it is", async () => {
    const api = fakeShopApi({
      cart: () => serverCart({ items: [fontItem({ id: "line-1" })] }),
      removeItemFromCart: () => {
        throw new Error("database down");
      },
    });
    const { result } = await loaded(api);
    let removing: ReturnType<typeof result.current.remove> | undefined;
    act(() => {
      removing = result.current.remove("line-1");
    });
    expect(result.current.cart?.items).toEqual([]);

    let outcome: Awaited<ReturnType<typeof result.current.remove>> | undefined;
    await act(async () => {
      outcome = await removing;
    });
    expect(outcome?.ok).toBe(false);
    expect(outcome?.error?.graphQLErrors[0]?.message).toBe("database down");
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-1"]);
    // It may or may not have been removed: the cart is asked for once more.
    await waitFor(() => expect(api.count("Cart")).toBe(2));
  });

  it("keeps a second change shown while the first is answered, and sends it after", async () => {
    const api = shop();
    const { result } = await loaded(api);
    const release = api.hold();
    let first: ReturnType<typeof result.current.add> | undefined;
    let second: ReturnType<typeof result.current.remove> | undefined;
    act(() => {
      first = result.current.add({
        itemType: "goods",
        productId: "poster",
        names: { productName: "Poster" },
      });
      second = result.current.remove("line-1");
    });
    expect(result.current.cart?.items.map((item) => item.product.name)).toEqual(["Poster"]);
    // One request at a time: the remove waits for the add's answer.
    await waitFor(() => expect(api.count("AddItemToCart")).toBe(1));
    expect(api.count("RemoveItemFromCart")).toBe(0);

    await act(async () => {
      release();
      await first;
    });
    // The add's answer is shown with the remove still laid over it.
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-poster"]);
    await act(async () => {
      await second;
    });
    expect(result.current.cart?.items.map((item) => item.id)).toEqual(["line-poster"]);
    expect(result.current.unconfirmed).toBeNull();
    expect(api.sent.map((op) => op.operationName)).toEqual([
      "Cart",
      "AddItemToCart",
      "RemoveItemFromCart",
    ]);
  });

  it("fetches the cart again on refetch (a sign-in merges carts), after the change in flight", async () => {
    let signedIn = false;
    const visitor = serverCart({ id: "visitor-cart", items: [fontItem({ id: "line-1" })] });
    const customer = serverCart({
      id: "customer-cart",
      userId: "user-1",
      items: [fontItem({ id: "line-1" }), goodsItem({ id: "line-2" })],
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeShopApi({
      cart: () => (signedIn ? customer : visitor),
      clearCart: async () => {
        await held;
        return { errors: [], cart: { ...visitor, items: [] } };
      },
    });
    const { result } = await loaded(api);
    let clearing: ReturnType<typeof result.current.clear> | undefined;
    act(() => {
      clearing = result.current.clear();
    });
    signedIn = true;
    act(() => result.current.refetch());
    await act(async () => {
      release();
      await clearing;
    });
    // The merged cart is the later answer, so it is the one shown.
    await waitFor(() => expect(result.current.cart?.id).toBe("customer-cart"));
    expect(api.sent.map((op) => op.operationName)).toEqual(["Cart", "ClearCart", "Cart"]);
  });
});
