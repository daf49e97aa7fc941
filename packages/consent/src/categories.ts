/**
 * The consent record of spec 2.6, 4.1 and 9: which cookie categories a visitor allows, and the
 * text that is stored for that choice under `accepted_cookies2`.
 */

/** The browser-storage key and the cookie name both (spec 9). */
export const CONSENT_KEY = "accepted_cookies2";

export const COOKIE_CATEGORIES = ["required", "functional", "analytics"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
/** The categories a visitor may switch; required cookies are always active. */
export type OptionalCookieCategory = Exclude<CookieCategory, "required">;

/** Spec 3 "Cookie consent selection". Required is always true: it cannot be switched off. */
export interface ConsentSelection {
  required: true;
  functional: boolean;
  analytics: boolean;
}

/** Each category defaults to true in the dialog (spec 3). */
export const DEFAULT_SELECTION: Readonly<ConsentSelection> = {
  required: true,
  functional: true,
  analytics: true,
};

/** What 'Accept All Cookies' stores (spec 4.1): note that it does not name 'required'. */
export const ACCEPT_ALL_VALUE = "functional,analytics";

/** What 'Accept Cookie Selection' stores: the names of the categories set to true, comma-joined. */
export function selectionValue(selection: ConsentSelection): string {
  return COOKIE_CATEGORIES.filter((category) => selection[category]).join(",");
}

/** What a stored value lets the site switch on. */
export interface ConsentGrants {
  /** The analytics provider's script may load. */
  analytics: boolean;
  /** The error-reporting service may start (functional cookies, spec 4.1). */
  errorReporting: boolean;
}

export const NO_GRANTS: Readonly<ConsentGrants> = { analytics: false, errorReporting: false };

/** Reads both the 'Accept All' value and any selection value; unknown names are ignored. */
export function grantsFromValue(value: string | null | undefined): ConsentGrants {
  if (!value) return NO_GRANTS;
  const names = new Set(value.split(",").map((name) => name.trim()));
  return { analytics: names.has("analytics"), errorReporting: names.has("functional") };
}

/** The dialog's toggles as a stored value would set them (for showing a past choice). */
export function selectionFromValue(value: string | null | undefined): ConsentSelection {
  if (value === null || value === undefined) return { ...DEFAULT_SELECTION };
  const grants = grantsFromValue(value);
  return { required: true, functional: grants.errorReporting, analytics: grants.analytics };
}
