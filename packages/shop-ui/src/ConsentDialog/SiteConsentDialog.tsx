"use client";

import { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS, useConsent } from "@meridian/consent";
import { type ElementType, lazy, Suspense, useState } from "react";

/**
 * The dialog's code loads when it is to show: on a visitor's first page, not on the pages after
 * a choice is stored, which are most pages (ADR 0018).
 */
const ConsentDialog = lazy(() =>
  import("./ConsentDialog").then((module) => ({ default: module.ConsentDialog })),
);

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
  // Once shown it stays mounted, so closing runs its own focus return and scroll unlock.
  const [shown, setShown] = useState(consent.visible);
  if (consent.visible && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
