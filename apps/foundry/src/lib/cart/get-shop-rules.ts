import "server-only";
import { ShopRulesDocument, type ShopRulesQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

/** The shop rules the foundry shows goods prices by (its licence prices come priced from the API). */
export type SiteShopRules = ShopRulesQuery["siteSetup"]["shop"];

/**
 * The shop rules of the catalogue the API charges by (site.yaml's `shop:` block, served by the
 * content service), once per request. Client components get them as props, never by a fetch.
 */
export const getShopRules = cache(async (): Promise<SiteShopRules> => {
  const { siteSetup } = await readContent(ShopRulesDocument);
  return siteSetup.shop;
});
