import type { BuiltStore } from "@meridian/content/store";
import {
  cartCurrency,
  isCurrencyCode,
  itemDisplayName,
  licencePrices,
  toMajor,
  type UpgradeTarget,
  upgradeQuote,
  upgradeTargets,
} from "@meridian/pricing";
import type { Env } from "../../env";
import type { AuthenticatedUser } from "../../platform/auth/request-auth";
import type { Db } from "../../platform/db/database";
import { catalogueOf, shopRules } from "../catalogue";
import { verificationUrl } from "./licence-verification";
import { currentLicences, type Licence, licencesOf } from "./owned-licences";

export interface LicencesDeps {
  db: Db;
  env: Pick<Env, "DOWNLOAD_SECRET" | "FOUNDRY_URL">;
  store: BuiltStore;
  viewer(): Promise<AuthenticatedUser | null>;
}

/** The target's price today in GBP minor units (DESIGN 4.1); null when it is not for sale. */
function targetPriceGbp(store: BuiltStore, target: UpgradeTarget): number | null {
  const font = catalogueOf(store).font(target.fontId);
  if (font?.pricePerStyleGbp === undefined) return null;
  const prices = licencePrices({
    pricePerStyleGbp: font.pricePerStyleGbp,
    styleCount: font.styles.length,
    familyDiscount: font.familyDiscount,
    licenceType: target.licenceType,
    licenceSize: target.licenceSize,
    rules: shopRules(store),
  });
  if (!prices) return null;
  return (target.itemType === "family" ? prices.family : prices.style).price;
}

/**
 * Licences (DESIGN 4.10): the customer's current licences, newest first, each with what it may
 * grow to and the price after the credit, in `currency` (the cart's; GBP when not given).
 */
export async function licencesWithUpgrades(deps: LicencesDeps, currencyCode?: string | null) {
  const viewer = await deps.viewer();
  if (!viewer) return [];
  const rules = shopRules(deps.store);
  const cart = cartCurrency(isCurrencyCode(currencyCode) ? currencyCode : "GBP", rules.currencies);
  const owned = currentLicences(await licencesOf(deps.db, viewer.userId));
  return owned.map((licence) => ({
    id: licence.id,
    productId: licence.fontId,
    styleId: licence.styleId,
    name: itemDisplayName(licence),
    licenceType: licence.licenceType,
    licenceSize: licence.licenceSize,
    invoiceId: String(licence.invoiceId),
    invoiceNumber: licence.invoiceNumber,
    verifyUrl: verificationUrl(deps.env, licence.id),
    upgrades: upgradeTargets(licence, owned).flatMap((target) =>
      upgradeOption(deps.store, licence, owned, target, cart),
    ),
  }));
}

function upgradeOption(
  store: BuiltStore,
  licence: Licence,
  owned: readonly Licence[],
  target: UpgradeTarget,
  cart: ReturnType<typeof cartCurrency>,
) {
  const priceGbp = targetPriceGbp(store, target);
  const quote =
    priceGbp === null
      ? null
      : upgradeQuote({
          target,
          targetPriceGbp: priceGbp,
          owned,
          currencies: shopRules(store).currencies,
          cart,
        });
  if (!quote) return [];
  const styleId = target.itemType === "style" ? licence.styleId : null;
  return [
    {
      itemType: target.itemType,
      styleId,
      licenceSize: target.licenceSize,
      name: itemDisplayName({ ...licence, itemType: target.itemType }),
      currency: cart.code,
      targetPrice: toMajor(quote.targetPrice),
      credit: toMajor(quote.targetPrice - quote.price),
      price: toMajor(quote.price),
    },
  ];
}
