"use client";

import { SiteConsentDialog } from "@meridian/shop-ui/site-consent-dialog";
import Link from "next/link";

/**
 * The cookie-consent dialog (spec 2.6, 4.1) on every page until a choice is stored; the
 * provider decides when it shows (not on /cookie-policy) and holds the page's scroll lock.
 * 'Learn more' leads to the foundry's own cookie policy, through the router.
 */
export function CookieConsent() {
  return <SiteConsentDialog linkAs={Link} />;
}
