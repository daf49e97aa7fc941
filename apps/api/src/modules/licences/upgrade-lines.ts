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
export type UpgradeProblem = "not_owned" | "superseded" | "not_an_upgrade" | "replaced_twice";

/** An upgrade line's part of the cart: its name, what it replaces and is credited with. */
export interface UpgradeLine {
  name: string;
  /** The licence the customer chose to upgrade, e.g. 'Geist Regular, Web, Startup'. */
  from: string | null;
  /** The licences it replaces (invoice_items ids), marked superseded once it is paid. */
  replaces: string[];
  credits: PaidAmount[];
  problem: UpgradeProblem | null;
  /** For `replaced_twice`: the earlier line of the cart that replaces the same licence. */
  conflict?: string;
}

/**
 * Which line of a cart or order credits each replaced licence: a licence is credited once
 * (DESIGN 4.10, "a licence can be upgraded once"). Keyed by licence id, valued by line name.
 */
export type CreditedLicences = Map<string, string>;

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
 * must be theirs, not yet upgraded, and the target must outgrow every licence it replaces; the
 * credit is what they paid for those. `credited` holds the licences earlier lines of the same
 * cart replace: a line that would replace one of them again is refused, credited nothing.
 */
export function upgradeLine(
  row: UpgradeRow,
  names: { productName: string; styleName: string | null },
  licences: readonly Licence[],
  credited: CreditedLicences = new Map(),
): UpgradeLine {
  const target = upgradeTargetOf(row);
  const targetName = { itemType: target.itemType, ...names };
  const current = currentLicences(licences);
  const chosen = licences.find((licence) => licence.id === row.upgradeFrom);
  const refused = (problem: UpgradeProblem, conflict?: string): UpgradeLine => ({
    name: `${itemDisplayName(targetName)} — upgrade`,
    from: chosen ? licenceName(chosen) : null,
    replaces: [],
    credits: [],
    problem,
    ...(conflict && { conflict }),
  });
  if (!chosen) return refused("not_owned");
  if (chosen.supersededByInvoiceId !== null) return refused("superseded");
  if (!isUpgradeOf(chosen, target, current)) return refused("not_an_upgrade");
  const replaced = replacedLicences(target, current) as Licence[];
  const taken = replaced.find((licence) => credited.has(licence.id));
  if (taken)
    return { ...refused("replaced_twice", credited.get(taken.id)), from: licenceName(taken) };
  const name = upgradeLineName(targetName, target.licenceType, replaced);
  for (const licence of replaced) credited.set(licence.id, name);
  return {
    name,
    from: licenceName(chosen),
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
    case "replaced_twice":
      return userError("INVALID_INPUT", "cart", replacedTwiceMessage(line.from!, line.conflict!));
  }
}

/**
 * Why a second upgrade of one licence is refused, at add time and at checkout: e.g. 'Geist
 * Regular, Web, Startup is upgraded already by Geist Family — upgrade from Regular, Web,
 * Startup in your cart. A licence is upgraded once: remove that line to choose another upgrade.'
 */
export function replacedTwiceMessage(licence: string, conflict: string): string {
  return `${licence} is upgraded already by ${conflict} in your cart. A licence is upgraded once: remove that line to choose another upgrade.`;
}
