import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { poster, tote } from "../__fixtures__/local-cart";
import { createLocalCartStore, type LocalCartStore } from "./local-cart-store";
import { useLocalCart } from "./use-local-cart";

/** A page load: one store for the page, over the browser's storage. */
function renderPage() {
  const store = createLocalCartStore();
  return renderHook(() => useLocalCart(store));
}

function Badge({ store }: { store: LocalCartStore }) {
  return <span>{useLocalCart(store).count}</span>;
}

const stored = () => JSON.parse(window.localStorage.getItem("studio-cart") ?? "null");

describe("useLocalCart", () => {
  it("keeps the items across a reload (a new store reading the same storage)", () => {
    const first = renderPage();
    act(() => {
      first.result.current.add(tote);
      first.result.current.add(poster);
      first.result.current.addAnother("poster", "a2");
    });
    expect(first.result.current.count).toBe(3);
    expect(stored()).toEqual([tote, poster, poster]);
    first.unmount();

    const reloaded = renderPage();
    expect(reloaded.result.current.state.items).toEqual([tote, poster, poster]);
    expect(reloaded.result.current.cart.subtotal).toBe(11000);
    expect(reloaded.result.current.guestItems).toEqual([
      { productId: "tote", variantId: null, quantity: 1 },
      { productId: "poster", variantId: "a2", quantity: 2 },
    ]);
  });

  it("removes one item and the invoice preview, and stores the rest", () => {
    const { result } = renderPage();
    act(() => {
      result.current.add(poster);
      result.current.add(poster);
      result.current.setInvoice({
        currency: "GBP",
        subtotal: 90,
        discount: 0,
        shipping: 4.5,
        tax: 0,
        taxName: "No VAT",
        taxRate: 0,
        total: 94.5,
      });
    });
    expect(result.current.state.invoice).not.toBeNull();
    act(() => result.current.remove("poster", "a2"));
    expect(result.current.state.items).toEqual([poster]);
    expect(result.current.state.invoice).toBeNull();
    expect(stored()).toEqual([poster]);
  });

  it("clear empties the cart and storage", () => {
    const { result } = renderPage();
    act(() => result.current.add(tote));
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
    expect(window.localStorage.getItem("studio-cart")).toBeNull();
  });

  it("after payment shows the order complete, and a reload starts empty", () => {
    const { result } = renderPage();
    act(() => result.current.add(tote));
    act(() => result.current.completeOrder());
    expect(result.current.state.complete).toBe(true);
    expect(result.current.state.items).toEqual([tote]);
    expect(window.localStorage.getItem("studio-cart")).toBeNull();
    const reloaded = renderPage();
    expect(reloaded.result.current.count).toBe(0);
  });

  it("shares one cart between components on the page", () => {
    const store = createLocalCartStore();
    const badge = renderHook(() => useLocalCart(store));
    const panel = renderHook(() => useLocalCart(store));
    act(() => panel.result.current.add(tote));
    expect(badge.result.current.count).toBe(1);
  });

  it("follows a change made in another tab", () => {
    const { result } = renderPage();
    act(() => {
      window.localStorage.setItem("studio-cart", JSON.stringify([poster]));
      window.dispatchEvent(new StorageEvent("storage", { key: "studio-cart" }));
    });
    expect(result.current.state.items).toEqual([poster]);
    act(() => {
      window.localStorage.setItem("other", "x");
      window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
    });
    expect(result.current.state.items).toEqual([poster]);
  });

  it("renders an empty cart on the server without reading storage", () => {
    window.localStorage.setItem("studio-cart", JSON.stringify([tote]));
    expect(renderToString(<Badge store={createLocalCartStore()} />)).toBe("<span>0</span>");
  });

  it("works when storage is unavailable", () => {
    const store = createLocalCartStore({ storage: () => null });
    const { result } = renderHook(() => useLocalCart(store));
    act(() => result.current.add(tote));
    expect(result.current.count).toBe(1);
  });
});
