import "server-only";
import {
  createShopClient,
  LicenceVerificationDocument,
  type LicenceVerificationQuery,
  memoryStorage,
} from "@meridian/graphql/client";
import { traceHeaders } from "@meridian/next-config/trace-headers";
import { env } from "../../env";

export type LicenceVerification = NonNullable<LicenceVerificationQuery["licenceVerification"]>;

/**
 * What a licence certificate's code proves (its printed link, /licences/verify/{code}); null
 * for a code that is not genuine. Anyone holding the certificate may ask: no session is sent.
 * Read fresh: an upgrade may have replaced the licence since.
 */
export async function getLicenceVerification(code: string): Promise<LicenceVerification | null> {
  if (code.length > 200) return null;
  const trace = await traceHeaders();
  const client = createShopClient({
    url: new URL("/graphql", env.API_URL).href,
    storage: memoryStorage(),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(trace)) headers.set(name, value);
      return fetch(input, { ...init, headers, cache: "no-store" });
    },
  });
  const result = await client
    .query(LicenceVerificationDocument, { code }, { requestPolicy: "network-only" })
    .toPromise();
  if (result.error) throw result.error;
  return result.data?.licenceVerification ?? null;
}
