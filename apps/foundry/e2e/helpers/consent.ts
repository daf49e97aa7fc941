// The consent steps the specs import from here are the sites' shared ones (@meridian/e2e).
export { ACCEPT_ALL_VALUE, CONSENT_KEY, skipConsentDialog } from "@meridian/e2e/consent";
