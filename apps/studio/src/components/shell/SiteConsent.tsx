"use client";

import { ConsentProvider, useConsentGatedScripts } from "@meridian/consent";
import { SiteConsentDialog } from "@meridian/shop-ui/site-consent-dialog";
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
      <SiteConsentDialog learnMoreHref={props.cookiePolicyUrl} />
    </ConsentProvider>
  );
}

function ConsentGatedScripts({ analyticsScriptUrl, sentryDsn }: SiteConsentProps) {
  useConsentGatedScripts({ analyticsScriptUrl, sentryDsn });
  return null;
}
