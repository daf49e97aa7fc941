"use client";

import { DownloadsDocument } from "@meridian/graphql/client";
import { Skeleton } from "@meridian/ui/skeleton";
import { useEffect } from "react";
import { useQuery } from "urql";
import * as forms from "@/components/forms/forms.css";
import { downloadRow } from "@/lib/account/account-lists";
import * as styles from "./account.css";

/**
 * How often a shown page asks for fresh links: the API's links live 15 minutes (ADR 0011), so
 * a link on screen always has ten minutes or more left when it is clicked.
 */
const RESIGN_EVERY_MS = 5 * 60 * 1000;

/**
 * The fonts the customer has licensed (spec 2.10): each a ZIP on the API host behind a signed,
 * short-lived link bound to this session (ADR 0011), fetched fresh with the page for that
 * reason, every few minutes while the page is shown, and again whenever the page is shown after
 * being hidden, so a tab left open never offers dead links.
 */
export function DownloadList() {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DownloadsDocument,
    requestPolicy: "network-only",
  });
  useEffect(() => {
    const resign = () => {
      if (document.visibilityState === "visible") refetch({ requestPolicy: "network-only" });
    };
    // Hidden pages' timers are throttled and their links unseen: becoming visible re-signs.
    const timer = window.setInterval(resign, RESIGN_EVERY_MS);
    document.addEventListener("visibilitychange", resign);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", resign);
    };
  }, [refetch]);
  const rows = data?.downloads.map(downloadRow) ?? [];
  return (
    <section className={`${forms.section} ${styles.wide}`} aria-labelledby="downloads-title">
      <h2 id="downloads-title" className={forms.sectionTitle}>
        Downloads
      </h2>
      {!data && fetching ? (
        <div aria-busy="true">
          <Skeleton lines={2} />
        </div>
      ) : error && !data ? (
        <p className={styles.empty}>Your downloads could not be loaded. Please reload the page.</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>Fonts you license will be ready to download here.</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row}>
              <a href={row.href} className={styles.rowTitle} download>
                {row.name}
              </a>
              <span className={styles.rowMeta}>{row.licence}</span>
              <span className={styles.rowEnd}>ZIP</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
