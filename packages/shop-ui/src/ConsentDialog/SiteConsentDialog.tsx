"use client";

import { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS, useConsent } from "@meridian/consent";
import type { ElementType } from "react";
import { ConsentDialog } from "./ConsentDialog";

export interface SiteConsentDialogProps {
  /** Where 'Learn more' leads, when not the site's own cookie policy (the studio has none). */
  learnMoreHref?: string;
  /** The link element for 'Learn more': the site's router link, or `a`. */
  linkAs?: ElementType;
}

/**
 * The cookie-consent dialog (spec 2.6, 4.1) as a site shows it: @meridian/consent's words, and
 * the visitor's choice held by the `ConsentProvider` around it, which decides when it shows.
 */
export function SiteConsentDialog({ learnMoreHref, linkAs }: SiteConsentDialogProps) {
  const consent = useConsent();
  return (
    <ConsentDialog
      open={consent.visible}
      texts={learnMoreHref ? { ...CONSENT_TEXTS, learnMoreHref } : CONSENT_TEXTS}
      categories={CONSENT_CATEGORY_TEXTS}
      selection={consent.selection}
      expanded={consent.expanded}
      onExpandedChange={consent.setExpanded}
      onCategoryChange={consent.setCategory}
      onAcceptAll={consent.acceptAll}
      onAcceptSelection={() => consent.acceptSelection()}
      linkAs={linkAs}
    />
  );
}
