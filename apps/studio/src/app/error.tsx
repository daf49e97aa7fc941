"use client";

import { reportCaughtError } from "@meridian/consent/sentry";
import { useEffect } from "react";
import * as frame from "../components/shell/frame.css";

/**
 * A page that failed to render (the content service unreachable, say): the header and footer
 * stay, and the visitor can try again. The error is reported once the visitor has allowed
 * error reporting (a server's error the server reported itself).
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => reportCaughtError(error), [error]);
  return (
    <div className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>Something went wrong</h1>
        <p className={frame.pageLede}>
          This page could not be shown just now. Please try again in a moment.
        </p>
      </header>
      <p>
        <button type="button" className={frame.textButton} onClick={reset}>
          Try again
        </button>
      </p>
    </div>
  );
}
