"use client";

import { reportCaughtError } from "@meridian/consent/sentry";
import { Button } from "@meridian/ui/button";
import Link from "next/link";
import { useEffect } from "react";
import { PageContainer } from "../layout/PageContainer";
import { PageTitle } from "../layout/PageTitle";
import * as styles from "./status-page.css";

export interface ErrorNoticeProps {
  error: unknown;
  /** Renders the failed part again (Next's `retry`). */
  retry: () => void;
}

/** What a visitor sees when a page fails: what happened, and two ways on. */
export function ErrorNotice({ error, retry }: ErrorNoticeProps) {
  useEffect(() => reportCaughtError(error), [error]);
  return (
    <PageContainer className={styles.page}>
      <PageTitle>Something went wrong</PageTitle>
      <p className={styles.lede}>
        This page could not be shown. It may be a passing fault: please try again.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => retry()}>
          Try again
        </Button>
        <Link href="/" className={styles.link}>
          Back to the foundry
        </Link>
      </div>
    </PageContainer>
  );
}
