export {
  dropBenignErrors,
  type ErrorEventLike,
  isBenignBrowserError,
  isBenignErrorEvent,
} from "./benign-errors";
export {
  ACCEPT_ALL_VALUE,
  CONSENT_KEY,
  COOKIE_CATEGORIES,
  type ConsentGrants,
  type ConsentSelection,
  type CookieCategory,
  DEFAULT_SELECTION,
  grantsFromValue,
  type OptionalCookieCategory,
  selectionFromValue,
  selectionValue,
} from "./categories";
export {
  type ConsentContextValue,
  ConsentProvider,
  type ConsentProviderProps,
  useConsent,
} from "./consent-context";
export { type ConsentGatedScripts, useConsentGatedScripts } from "./gated-scripts";
export { CONSENT_COOKIE_MAX_AGE, consentCookie, readStoredConsent } from "./storage";
export { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS, type ConsentCategoryText } from "./texts";
export {
  COOKIE_POLICY_PATH,
  type ConsentState,
  consentState,
  isCookiePolicyPath,
  isDialogVisible,
} from "./visibility";
