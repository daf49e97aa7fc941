"use client";

import { useConsentGatedScripts } from "@meridian/consent";

export interface ConsentScriptsProps {
  /** ANALYTICS_SCRIPT_URL: loaded after analytics consent; nothing loads when unset. */
  analyticsScriptUrl?: string | undefined;
  /** SENTRY_DSN: error reporting starts after functional consent; nothing loads when unset. */
  sentryDsn?: string | undefined;
}

/** Starts the third-party scripts a visitor has allowed, once each (DESIGN 7.1, ADR 0016). */
export function ConsentScripts({ analyticsScriptUrl, sentryDsn }: ConsentScriptsProps) {
  useConsentGatedScripts({ analyticsScriptUrl, sentryDsn });
  return null;
}
