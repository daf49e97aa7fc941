"use client";

import { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS, useConsent } from "@meridian/consent";
import { ConsentDialog } from "@meridian/shop-ui/consent-dialog";
import Link from "next/link";

/**
 * The cookie-consent dialog (spec 2.6, 4.1) on every page until a choice is stored; the
 * provider decides when it shows (not on /cookie-policy) and holds the page's scroll lock.
 */
export function CookieConsent() {
  const consent = useConsent();
  return (
    <ConsentDialog
      open={consent.visible}
      texts={CONSENT_TEXTS}
      categories={CONSENT_CATEGORY_TEXTS}
      selection={consent.selection}
      expanded={consent.expanded}
      onExpandedChange={consent.setExpanded}
      onCategoryChange={consent.setCategory}
      onAcceptAll={consent.acceptAll}
      onAcceptSelection={() => consent.acceptSelection()}
      linkAs={Link}
    />
  );
}
