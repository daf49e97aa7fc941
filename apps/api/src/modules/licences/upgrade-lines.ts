import {
  isUpgradeOf,
  itemDisplayName,
  type LicenceType,
  licenceLine,
  type PaidAmount,
  paidFor,
  replacedLicences,
  type UpgradeTarget,
  upgradeLineName,
} from "@meridian/pricing";
import { type UserError, userError } from "../../errors";
import { currentLicences, type Licence } from "./owned-licences";

/** Why an upgrade line cannot be bought: checkout refuses it (upgradeRefusal). */
export type UpgradeProblem = "not_owned" | "superseded" | "not_an_upgrade";

/** An upgrade line's part of the cart: its name, what it replaces and is credited with. */
export interface UpgradeLine {
  name: string;
  /** The licence the customer chose to upgrade, e.g. 'Geist Regular, Web, Startup'. */
  from: string | null;
  /** The licences it replaces (invoice_items ids), marked superseded once it is paid. */
  replaces: string[];
  credits: PaidAmount[];
  problem: UpgradeProblem | null;
}

/** The target of an upgrade row: the font (productId) and, for a style, its style. */
export interface UpgradeRow {
  productId: string;
  styleId: string | null;
  licenceType: LicenceType;
  licenceSize: number;
  upgradeFrom: string | null;
}

export function upgradeTargetOf(row: Omit<UpgradeRow, "upgradeFrom">): UpgradeTarget {
  return {
    itemType: row.styleId ? "style" : "family",
    fontId: row.productId,
    productId: row.styleId ?? row.productId,
    licenceType: row.licenceType,
    licenceSize: row.licenceSize as UpgradeTarget["licenceSize"],
  };
}

/**
 * An upgrade row against the customer's licences (DESIGN 4.10): the licence it was chosen from
 * must be theirs, not yet upgraded, and smaller than the target; the credit is what they paid
 * for every current licence the target replaces.
 */
export function upgradeLine(
  row: UpgradeRow,
  names: { productName: string; styleName: string | null },
  licences: readonly Licence[],
): UpgradeLine {
  const target = upgradeTargetOf(row);
  const targetName = { itemType: target.itemType, ...names };
  const chosen = licences.find((licence) => licence.id === row.upgradeFrom);
  const problem: UpgradeProblem | null = !chosen
    ? "not_owned"
    : chosen.supersededByInvoiceId !== null
      ? "superseded"
      : !isUpgradeOf(chosen, target)
        ? "not_an_upgrade"
        : null;
  if (problem) {
    const name = `${itemDisplayName(targetName)} — upgrade`;
    return { name, from: chosen ? licenceName(chosen) : null, replaces: [], credits: [], problem };
  }
  const replaced = replacedLicences(target, currentLicences(licences)) as Licence[];
  return {
    name: upgradeLineName(targetName, target.licenceType, replaced),
    from: licenceName(chosen!),
    replaces: replaced.map((licence) => licence.id),
    credits: paidFor(replaced),
    problem: null,
  };
}

/** 'Geist Regular, Web, Startup'. */
export function licenceName(licence: Licence): string {
  return `${itemDisplayName(licence)}, ${licenceLine(licence.licenceType, licence.licenceSize)}`;
}

/** The payload error of an upgrade line that cannot be bought; null when it can. */
export function upgradeRefusal(line: UpgradeLine): UserError | null {
  switch (line.problem) {
    case null:
      return null;
    case "not_owned":
      return userError(
        "NOT_FOUND",
        "cart",
        "Your cart holds an upgrade of a licence that is not yours. Please remove it.",
      );
    case "superseded":
      return userError(
        "INVALID_INPUT",
        "cart",
        `${line.from} has been upgraded already. Please remove ${line.name} from your cart.`,
      );
    case "not_an_upgrade":
      return userError(
        "INVALID_INPUT",
        "cart",
        `${line.name} is not bigger than ${line.from}. Please remove it from your cart.`,
      );
  }
}
