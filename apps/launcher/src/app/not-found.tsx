import type { Metadata } from "next";
import Link from "next/link";
import * as styles from "./status-page.css";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.lede}>
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link href="/">Back to Meridian</Link>
      </p>
    </main>
  );
}
