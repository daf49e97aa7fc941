import "server-only";
import {
  BuyingOptionsDocument,
  type BuyingOptionsQuery,
  createShopClient,
  memoryStorage,
} from "@meridian/graphql/client";
import { atRevision } from "@meridian/graphql/content";
import { CONTENT_TAG } from "@meridian/next-config/content-reader";
import { contentRevision } from "@meridian/next-config/content-revision";
import { env } from "../../env";

export type BuyingOptionPrices = NonNullable<BuyingOptionsQuery["buyingOptions"]>;

/**
 * Prices follow content (a font's price, its style count, its family discount), so they are
 * cached with it, per published revision, and reused across visitors.
 */
const cachedFetch: typeof fetch = async (input, init) => {
  const revision = await contentRevision(env);
  const url = input instanceof Request ? input : atRevision(String(input), revision);
  // As content reads (content-reader.ts): kept for the revision, or a while when none is known.
  const revalidate = revision === undefined ? env.CONTENT_REVALIDATE_SECONDS : false;
  return fetch(url, { ...init, next: { revalidate, tags: [CONTENT_TAG] } });
};

/** A visitor's client with no session: buying options are the same for everyone. */
const shop = createShopClient({
  url: `${env.API_URL.replace(/\/+$/, "")}/graphql`,
  storage: memoryStorage(),
  fetch: cachedFetch,
});

/**
 * A font's BuyingOptions (spec 7.2): GBP prices per style and per family for each licence type,
 * at size Startup (DESIGN 4.1). Read on the server so the table is in the page's HTML.
 * Null for a font the shop does not sell; throws when the shop API cannot answer.
 */
export async function getBuyingOptions(fontId: string): Promise<BuyingOptionPrices | null> {
  const result = await shop
    .query(BuyingOptionsDocument, { fontId }, { requestPolicy: "network-only" })
    .toPromise();
  if (result.error) throw new Error(`BuyingOptions for ${fontId} failed: ${result.error.message}`);
  return result.data?.buyingOptions ?? null;
}
