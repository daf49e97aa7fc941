"use client";

import "@meridian/ui/theme/global.css";
import { reportCaughtError } from "@meridian/consent/sentry";
import { foundryTheme } from "@meridian/ui/theme/foundry.css";
import { useEffect } from "react";
import * as styles from "./status-page.css";
import { launcherColourScheme } from "./theme.css";

export interface GlobalErrorProps {
  error: unknown;
  /** Renders the page again, asking the server afresh (Next's `retry`). */
  retry: () => void;
}

/**
 * The root layout itself failed (the launcher's setup unreadable, say): a page of its own, in
 * the launcher's look and colour scheme, in place of Next's bare one. It reports as the other
 * sites' error pages do: `reportCaughtError` sends only once the visitor has allowed error
 * reporting, which the launcher never asks for, so here the server's own report
 * (instrumentation.ts) is the one sent.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  useEffect(() => reportCaughtError(error), [error]);
  return (
    <html lang="en-GB" className={`${foundryTheme} ${launcherColourScheme}`}>
      <body>
        <title>Something went wrong — Meridian</title>
        <main className={styles.main}>
          <h1 className={styles.title}>Something went wrong</h1>
          <p className={styles.lede}>
            This page could not be shown. It may be a passing fault: please try again.
          </p>
          <p className={styles.actions}>
            <button type="button" className={styles.textButton} onClick={() => retry()}>
              Try again
            </button>
            {/* A whole new load, not a client navigation: the layout the router would keep failed. */}
            <a href="/" className={styles.link}>
              Back to Meridian
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
