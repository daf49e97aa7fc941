"use client";

import {
  CONSENT_CATEGORY_TEXTS,
  CONSENT_TEXTS,
  ConsentProvider,
  useConsent,
  useConsentGatedScripts,
} from "@meridian/consent";
import { ConsentDialog } from "@meridian/shop-ui/consent-dialog";
import { usePathname } from "next/navigation";

export interface SiteConsentProps {
  /** Where 'Learn more' leads: the studio has no cookie policy of its own. */
  cookiePolicyUrl: string;
  /** ANALYTICS_SCRIPT_URL: loaded after analytics consent; nothing when unset. */
  analyticsScriptUrl: string | undefined;
  /** SENTRY_DSN: error reporting after functional consent; none when unset. */
  sentryDsn: string | undefined;
}

/**
 * The cookie-consent dialog (spec 2.6, 4.1) and what waits for it: the analytics script and
 * error reporting start only with the matching consent. The dialog holds the page's scroll lock
 * while it shows.
 */
export function SiteConsent(props: SiteConsentProps) {
  return (
    <ConsentProvider pathname={usePathname()}>
      <ConsentGatedScripts {...props} />
      <CookieDialog cookiePolicyUrl={props.cookiePolicyUrl} />
    </ConsentProvider>
  );
}

function ConsentGatedScripts({ analyticsScriptUrl, sentryDsn }: SiteConsentProps) {
  useConsentGatedScripts({ analyticsScriptUrl, sentryDsn });
  return null;
}

function CookieDialog({ cookiePolicyUrl }: { cookiePolicyUrl: string }) {
  const consent = useConsent();
  return (
    <ConsentDialog
      open={consent.visible}
      texts={{ ...CONSENT_TEXTS, learnMoreHref: cookiePolicyUrl }}
      categories={CONSENT_CATEGORY_TEXTS}
      selection={consent.selection}
      expanded={consent.expanded}
      onExpandedChange={consent.setExpanded}
      onCategoryChange={consent.setCategory}
      onAcceptAll={consent.acceptAll}
      onAcceptSelection={() => consent.acceptSelection()}
    />
  );
}
