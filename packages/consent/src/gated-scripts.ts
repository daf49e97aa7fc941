/**
 * Third-party code that may run only with consent (spec 4.1, DESIGN 7.1): the analytics
 * provider's script after analytics consent, the error-reporting service after functional
 * consent. Each starts at most once per page, however often the hook re-renders or re-mounts.
 */
"use client";

import { useEffect, useRef } from "react";
import { useConsent } from "./consent-context";
import { startSentry } from "./sentry";

export interface ConsentGatedScripts {
  /** The provider's script (ANALYTICS_SCRIPT_URL); nothing loads when unset. */
  analyticsScriptUrl?: string | null | undefined;
  /** Extra attributes the provider reads, e.g. { "data-domain": "example.com" } for Plausible. */
  analyticsScriptAttributes?: Readonly<Record<string, string>> | undefined;
  /** SENTRY_DSN: Sentry's browser SDK starts once, after functional consent; none when unset. */
  sentryDsn?: string | null | undefined;
}

const loadedScripts = new Set<string>();
let errorReportingStarted = false;

/** Appends `<script defer src>` to the head unless this page already has that script. */
export function loadScriptOnce(
  src: string,
  attributes: Readonly<Record<string, string>> = {},
): void {
  if (loadedScripts.has(src)) return;
  loadedScripts.add(src);
  for (const script of Array.from(document.scripts)) {
    if (script.getAttribute("src") === src) return;
  }
  const script = document.createElement("script");
  script.defer = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

/** Calls the loader the first time only; a failed load is reported, not retried. */
export function startErrorReportingOnce(load: () => unknown): void {
  if (errorReportingStarted) return;
  errorReportingStarted = true;
  try {
    Promise.resolve(load()).catch((error: unknown) => {
      console.warn("Error reporting failed to start", error);
    });
  } catch (error) {
    console.warn("Error reporting failed to start", error);
  }
}

export function useConsentGatedScripts({
  analyticsScriptUrl,
  analyticsScriptAttributes,
  sentryDsn,
}: ConsentGatedScripts): void {
  const { analytics, errorReporting } = useConsent();
  // Kept in a ref so that an inline object does not re-run the effect each render.
  const attributes = useRef(analyticsScriptAttributes);
  attributes.current = analyticsScriptAttributes;

  useEffect(() => {
    if (analytics && analyticsScriptUrl) loadScriptOnce(analyticsScriptUrl, attributes.current);
  }, [analytics, analyticsScriptUrl]);

  useEffect(() => {
    if (errorReporting && sentryDsn) startErrorReportingOnce(() => startSentry(sentryDsn));
  }, [errorReporting, sentryDsn]);
}

/** Tests only: forget what this page has loaded. */
export function resetGatedScriptsForTests(): void {
  loadedScripts.clear();
  errorReportingStarted = false;
}
