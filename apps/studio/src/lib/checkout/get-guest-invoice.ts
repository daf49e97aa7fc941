import "server-only";
import {
  createShopClient,
  FullInvoiceDocument,
  type FullInvoiceQuery,
  memoryStorage,
} from "@meridian/graphql/client";
import { traceHeaders } from "@meridian/next-config/trace-headers";
import { env } from "../../env";

type FullInvoice = NonNullable<FullInvoiceQuery["fullInvoice"]>;

/**
 * A guest's invoice for the e-mailed link /invoice/{id}?key=… (DESIGN 7.1). The API checks the
 * key (its HMAC is stored hashed, compared in constant time) and answers null for a wrong key
 * exactly as for a missing invoice. Read fresh on every request: its status moves.
 */
export async function getGuestInvoice(invoiceId: string, key: string): Promise<FullInvoice | null> {
  if (!/^\d{1,10}$/.test(invoiceId) || key === "") return null;
  const trace = await traceHeaders();
  const client = createShopClient({
    url: new URL("/graphql", env.API_URL).href,
    // A guest has no session: nothing to send but the key (and the request's id and trace).
    storage: memoryStorage(),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(trace)) headers.set(name, value);
      return fetch(input, { ...init, headers, cache: "no-store" });
    },
  });
  const result = await client
    .query(FullInvoiceDocument, { invoiceId, key }, { requestPolicy: "network-only" })
    .toPromise();
  if (result.error) throw result.error;
  return result.data?.fullInvoice ?? null;
}
