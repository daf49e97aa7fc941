import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import { fontItem, goodsItem, serverCart } from "./__fixtures__/carts";
import {
  initialServerCart,
  type ServerCartAction,
  type ServerCartMachine,
  serverCartReducer,
  shownCart,
} from "./server-cart-state";

const poster = goodsItem({ id: "poster", productId: "poster", quantity: 1 });
const confirmed = serverCart({ items: [fontItem({ id: "inter" }), poster] });
const addPoster = {
  kind: "add",
  item: { itemType: "goods", productId: "poster", variantId: null },
} as const;

const run = (actions: ServerCartAction[], from: ServerCartMachine = initialServerCart(true)) =>
  actions.reduce(serverCartReducer, from);

const loaded = run([{ type: "queryAnswered", cart: confirmed, error: undefined }]);

describe("serverCartReducer", () => {
  it("holds the Cart query's answer as the server's cart", () => {
    expect(initialServerCart(true)).toMatchObject({ confirmed: null, fetching: true });
    expect(loaded).toMatchObject({ confirmed, fetching: false, error: undefined, pending: [] });
    expect(shownCart(loaded)).toEqual({ cart: confirmed, unconfirmed: null });
  });

  it("shows a change at once, over the server's cart", () => {
    const state = run([{ type: "changeStarted", id: 0, change: addPoster }], loaded);
    const shown = shownCart(state);
    expect(shown.cart?.items.find((item) => item.id === "poster")?.quantity).toBe(2);
    expect(shown.unconfirmed).toEqual(["poster"]);
    expect(state.confirmed).toBe(confirmed);
  });

  it("takes the answer's cart as the server's and drops the change", () => {
    const answered = serverCart({ items: [{ ...poster, quantity: 2 }], subtotal: 90 });
    const state = run(
      [
        { type: "changeStarted", id: 0, change: addPoster },
        { type: "changeAnswered", id: 0, cart: answered },
      ],
      loaded,
    );
    expect(state.pending).toEqual([]);
    expect(shownCart(state)).toEqual({ cart: answered, unconfirmed: null });
  });

  it("rolls a change back when its answer carries no cart", () => {
    const state = run(
      [
        { type: "changeStarted", id: 0, change: { kind: "clear" } },
        { type: "changeAnswered", id: 0, cart: null },
      ],
      loaded,
    );
    expect(shownCart(state)).toEqual({ cart: confirmed, unconfirmed: null });
  });

  it("lays the changes still unanswered over an earlier one's answer", () => {
    const afterAdd = serverCart({ items: [fontItem({ id: "inter" }), { ...poster, quantity: 2 }] });
    const state = run(
      [
        { type: "changeStarted", id: 0, change: addPoster },
        { type: "changeStarted", id: 1, change: { kind: "remove", itemId: "inter" } },
        { type: "changeAnswered", id: 0, cart: afterAdd },
      ],
      loaded,
    );
    const shown = shownCart(state);
    expect(shown.cart?.items.map((item) => `${item.id}×${item.quantity}`)).toEqual(["poster×2"]);
    // A removal changes no line's own price, but the totals are still the server's to say.
    expect(shown.unconfirmed).toEqual([]);
  });

  it("counts a change that shows nothing (adopt, share) as in flight, not as shown", () => {
    const state = run([{ type: "changeStarted", id: 0, change: null }], loaded);
    expect(state.pending).toHaveLength(1);
    expect(shownCart(state)).toEqual({ cart: confirmed, unconfirmed: null });
  });

  it("ignores an answer to a change it does not hold", () => {
    expect(run([{ type: "changeAnswered", id: 7, cart: serverCart() }], loaded)).toBe(loaded);
  });

  it("keeps the query's error, and no cart when it answered none", () => {
    const error = new CombinedError({ networkError: new Error("offline") });
    const state = run(
      [{ type: "queryStarted" }, { type: "queryAnswered", cart: null, error }],
      loaded,
    );
    expect(state).toMatchObject({ confirmed: null, fetching: false, error });
    expect(shownCart(state).cart).toBeNull();
  });
});
