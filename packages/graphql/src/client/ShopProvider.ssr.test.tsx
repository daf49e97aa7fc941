// @vitest-environment node
// Guards the server render of ShopProvider: no browser storage is read and the shop API is not
// called, so the page renders the same "unknown" and loading states the browser hydrates with.
import { renderToString } from "react-dom/server";
import { useQuery } from "urql";
import { afterEach, expect, it, vi } from "vitest";
import { CartDocument } from "../generated/documents";
import { useAuth } from "./AuthProvider";
import { ShopProvider } from "./ShopProvider";

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { authenticated } = useAuth();
  const [cart] = useQuery({ query: CartDocument });
  return <span>{`authenticated=${authenticated} cartFetching=${cart.fetching}`}</span>;
}

it("renders on the server with authentication unknown and shop data loading", () => {
  const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
  const fetch = vi.fn();
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("fetch", fetch);

  const html = renderToString(
    <ShopProvider>
      <Probe />
    </ShopProvider>,
  );

  expect(html).toContain("authenticated=null cartFetching=true");
  expect(storage.getItem).not.toHaveBeenCalled();
  expect(storage.setItem).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});
