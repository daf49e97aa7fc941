import type { BuiltStore } from "@meridian/content/store";
import type { ShopRules } from "@meridian/pricing";

const rulesOf = new WeakMap<BuiltStore, ShopRules>();

/** The shop rules of the catalogue's site.yaml, in the shape @meridian/pricing takes. */
export function shopRules(store: BuiltStore): ShopRules {
  const cached = rulesOf.get(store);
  if (cached) return cached;
  const shop = store.site.shop;
  // The schema holds exactly four size factors; the built store's type widens the tuple.
  const [startup = 1, small = 2, medium = 3, large = 4] = shop.licenceSizeFactors;
  const rules: ShopRules = { ...shop, licenceSizeFactors: [startup, small, medium, large] };
  rulesOf.set(store, rules);
  return rules;
}
