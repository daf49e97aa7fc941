/**
 * Error reporting for the studio (spec 4.1, 8; DESIGN 7.1): Sentry, started only with a DSN and
 * after functional consent. The site has no Sentry package, so it uses Sentry's JavaScript
 * loader for the DSN's project — the same SDK, fetched only when allowed — configured before it
 * loads to drop benign browser messages.
 */
import { dropBenignErrors } from "@meridian/consent";

interface SentryGlobal {
  init(options: { dsn: string; beforeSend: typeof dropBenignErrors }): void;
}

declare global {
  interface Window {
    Sentry?: SentryGlobal;
    /** Called by Sentry's loader once the SDK is in the page. */
    sentryOnLoad?: () => void;
  }
}

/**
 * The loader script of a DSN (`https://{key}@{host}/{project}`): sentry.io serves it from its
 * CDN, a self-hosted Sentry from its own host.
 */
export function sentryLoaderUrl(dsn: string): string | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const key = url.username;
  if (!key) return null;
  return /(^|\.)sentry\.io$/.test(url.hostname)
    ? `https://js.sentry-cdn.com/${key}.min.js`
    : `${url.protocol}//${url.host}/js-sdk-loader/${key}.min.js`;
}

/** Loads and starts Sentry; resolves once the loader script has arrived. */
export function startSentry(dsn: string): Promise<void> {
  const src = sentryLoaderUrl(dsn);
  if (!src) return Promise.reject(new Error("SENTRY_DSN is not a Sentry DSN"));
  window.sentryOnLoad = () => window.Sentry?.init({ dsn, beforeSend: dropBenignErrors });
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.crossOrigin = "anonymous";
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Sentry's loader did not load from ${src}`));
    document.head.appendChild(script);
  });
}
