/**
 * Licences held, upgrades, certificates' proofs
 *
 * Carts price upgrade lines with these rules, checkout refuses the ones no longer valid,
 * payments supersedes what a paid upgrade replaced, downloads print the proof's address.
 */
export { verificationUrl } from "./licence-verification";
export { currentLicences, type Licence, licencesOf } from "./owned-licences";
export { supersedeReplacedLicences } from "./supersede";
export {
  type CreditedLicences,
  licenceName,
  replacedTwiceMessage,
  type UpgradeLine,
  upgradeLine,
  upgradeRefusal,
  upgradeTargetOf,
} from "./upgrade-lines";
