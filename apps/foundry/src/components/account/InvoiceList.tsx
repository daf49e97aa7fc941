"use client";

import { InvoicesDocument } from "@meridian/graphql/client";
import { Skeleton } from "@meridian/ui/skeleton";
import Link from "next/link";
import { useQuery } from "urql";
import * as forms from "@/components/forms/forms.css";
import { invoiceRow } from "@/lib/account/account-lists";
import * as styles from "./account.css";

/** The customer's invoices (spec 2.10), newest first as the API lists them. */
export function InvoiceList() {
  const [{ data, fetching, error }] = useQuery({
    query: InvoicesDocument,
    requestPolicy: "cache-and-network",
  });
  const rows = data?.invoices.map(invoiceRow) ?? [];
  return (
    <section className={`${forms.section} ${styles.wide}`} aria-labelledby="invoices-title">
      <h2 id="invoices-title" className={forms.sectionTitle}>
        Invoices
      </h2>
      {!data && fetching ? (
        <div aria-busy="true">
          <Skeleton lines={2} />
        </div>
      ) : error && !data ? (
        <p className={styles.empty}>Your invoices could not be loaded. Please reload the page.</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>You have no invoices yet.</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <Link href={row.href} className={styles.rowTitle}>
                {row.number}
              </Link>
              <span className={styles.rowMeta}>
                {row.date} · {row.items}
              </span>
              <span className={styles.rowEnd}>{row.total}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
