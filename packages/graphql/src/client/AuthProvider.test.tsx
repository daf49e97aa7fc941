// @vitest-environment jsdom
// Guards useAuth (spec 4.2, 6): authenticated only once the viewer query answers data without
// error, unknown until then, and signIn / signOut through browser storage.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useQuery } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartDocument } from "../generated/documents";
import {
  credentials,
  deferred,
  expiredError,
  fakeShopServer,
  type Handler,
  refreshRefused,
  signedInStorage,
} from "./__fixtures__/fake-shop-server";
import { useAuth } from "./AuthProvider";
import { ShopProvider } from "./ShopProvider";
import { createShopSession } from "./shop-client";
import { type AuthStorage, memoryStorage } from "./storage";

afterEach(cleanup);

const viewer = { name: "Ada", email: "ada@example.com" };

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <output aria-label="authenticated">{String(auth.authenticated)}</output>
      <output aria-label="viewer">{auth.viewer?.name ?? "-"}</output>
      <button
        type="button"
        onClick={() =>
          auth.signIn({ credentials: credentials("token-2"), token: "token-2", refreshToken: "r" })
        }
      >
        sign in
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        sign out
      </button>
    </div>
  );
}

function CartProbe() {
  const [cart] = useQuery({ query: CartDocument });
  return <output aria-label="cart">{cart.data?.cart.id ?? "-"}</output>;
}

function renderShop(handler: Handler, storage: AuthStorage, extra?: ReactNode) {
  const server = fakeShopServer(handler);
  const session = createShopSession({
    url: "http://shop.test/graphql",
    storage,
    fetch: server.fetch,
  });
  render(
    <ShopProvider session={session}>
      <Probe />
      {extra}
    </ShopProvider>,
  );
  return { server, storage };
}

const authenticated = () => screen.getByLabelText("authenticated").textContent;

/** What a site's proxy answers when it cannot reach the API: no GraphQL body at all. */
const proxyFailure = () => new Response("Internal Server Error", { status: 500 });

describe("useAuth", () => {
  it("is unknown while the viewer query runs, then authenticated with the viewer", async () => {
    const answer = deferred();
    renderShop(async () => {
      await answer.promise;
      return { data: { viewer } };
    }, signedInStorage("token-1"));

    expect(authenticated()).toBe("null");
    await act(async () => answer.resolve());
    await vi.waitFor(() => expect(authenticated()).toBe("true"));
    expect(screen.getByLabelText("viewer").textContent).toBe("Ada");
  });

  it("is not authenticated when the viewer query answers with an error", async () => {
    renderShop(
      () => ({
        data: { viewer },
        errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
      }),
      signedInStorage("token-1"),
    );
    await vi.waitFor(() => expect(authenticated()).toBe("false"));
    expect(screen.getByLabelText("viewer").textContent).toBe("-");
  });

  it("asks again when the API did not answer, and stays unknown meanwhile", async () => {
    let calls = 0;
    const { server } = renderShop(
      () => (++calls === 1 ? proxyFailure() : { data: { viewer } }),
      signedInStorage("token-1"),
    );
    await vi.waitFor(() => expect(server.named("UserDetails")).toHaveLength(1));
    expect(authenticated()).toBe("null");
    await vi.waitFor(() => expect(authenticated()).toBe("true"), { timeout: 3_000 });
    expect(server.named("UserDetails")).toHaveLength(2);
  });

  it("is not authenticated when the API never answers the viewer query", async () => {
    const { server } = renderShop(() => proxyFailure(), signedInStorage("token-1"));
    await vi.waitFor(() => expect(authenticated()).toBe("false"), { timeout: 4_000 });
    expect(server.named("UserDetails")).toHaveLength(3);
  });

  it("is not authenticated without stored credentials, and asks the API nothing", async () => {
    const { server } = renderShop(() => ({ data: { viewer } }), memoryStorage());
    expect(authenticated()).toBe("false");
    expect(server.requests).toHaveLength(0);
  });

  it("is not authenticated once a refresh fails", async () => {
    const { storage } = renderShop(
      (request) => (request.operationName === "RefreshToken" ? refreshRefused : expiredError),
      signedInStorage("old-token"),
    );
    await vi.waitFor(() => expect(authenticated()).toBe("false"));
    expect(storage.getItem("credentials")).toBeNull();
  });

  it("signs in from an auth payload and out through UserLogout", async () => {
    const cart = (id: string) => ({ id, __typename: "Cart", items: [] });
    const { server, storage } = renderShop(
      ({ operationName, accessToken }) =>
        operationName === "UserLogout"
          ? { data: { userLogout: { success: true, __typename: "LogoutPayload" } } }
          : operationName === "Cart"
            ? { data: { cart: cart(accessToken ? "customer-cart" : "visitor-cart") } }
            : { data: { viewer } },
      memoryStorage(),
      <CartProbe />,
    );
    expect(authenticated()).toBe("false");

    fireEvent.click(screen.getByText("sign in"));
    expect(storage.getItem("token")).toBe("token-2");
    expect(JSON.parse(storage.getItem("credentials") ?? "{}").accessToken).toBe("token-2");
    expect(storage.getItem("refreshToken")).toBe("r");
    await vi.waitFor(() => expect(authenticated()).toBe("true"));
    expect(server.named("UserDetails")[0]?.accessToken).toBe("token-2");

    fireEvent.click(screen.getByText("sign out"));
    await vi.waitFor(() => expect(authenticated()).toBe("false"));
    await vi.waitFor(() => expect(server.named("UserLogout")).toHaveLength(1));
    expect(server.named("UserLogout")[0]?.accessToken).toBe("token-2");
    // The signed-out customer's cart is dropped and fetched again as a visitor's.
    await vi.waitFor(() => expect(screen.getByLabelText("cart").textContent).toBe("visitor-cart"));
    expect(server.named("Cart").at(-1)?.accessToken).toBeNull();
    expect(storage.getItem("credentials")).toBeNull();
    expect(storage.getItem("token")).toBeNull();
    expect(storage.getItem("refreshToken")).toBeNull();
    expect(screen.getByLabelText("viewer").textContent).toBe("-");
  });
});

describe("hydration", () => {
  it("hydrates the server's unknown state without a mismatch, then reads storage", async () => {
    const server = fakeShopServer(() => ({ data: { viewer } }));
    const session = createShopSession({ storage: signedInStorage("token-1"), fetch: server.fetch });
    const tree = (
      <ShopProvider session={session}>
        <Probe />
      </ShopProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(authenticated()).toBe("null");
    const consoleError = vi.spyOn(console, "error");

    const root = await act(async () => hydrateRoot(container, tree));
    await vi.waitFor(() => expect(authenticated()).toBe("true"));
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
