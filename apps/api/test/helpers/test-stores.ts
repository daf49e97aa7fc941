import type { BuiltStore } from "@meridian/content/store";

type DiscountCode = BuiltStore["site"]["shop"]["discountCodes"][number];

/** The real catalogue with one more discount code (a test's own, so no other file uses it). */
export function withDiscountCode(store: BuiltStore, code: DiscountCode): BuiltStore {
  const shop = store.site.shop;
  return {
    ...store,
    site: { ...store.site, shop: { ...shop, discountCodes: [...shop.discountCodes, code] } },
  };
}
