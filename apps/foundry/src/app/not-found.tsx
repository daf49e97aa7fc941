import { Inline } from "@meridian/ui/inline";
import type { Metadata } from "next";
import Link from "next/link";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageTitle } from "@/components/layout/PageTitle";
import * as styles from "@/components/shell/status-page.css";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <PageContainer className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <PageTitle>Page not found</PageTitle>
      <p className={styles.lede}>
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Inline space={6} align="center">
        <Link href="/" className={styles.link}>
          Back to the foundry
        </Link>
        <Link href="/fonts" className={styles.link}>
          Browse the library
        </Link>
      </Inline>
    </PageContainer>
  );
}
