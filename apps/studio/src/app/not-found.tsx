import type { Metadata } from "next";
import Link from "next/link";
import * as frame from "../components/shell/frame.css";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <div className={frame.page}>
      <header className={frame.pageHead}>
        <h1 className={frame.pageTitle}>Page not found</h1>
        <p className={frame.pageLede}>
          There is no page at this address. It may have moved, or the link may be mistyped.
        </p>
      </header>
      <p>
        <Link href="/">Back to the studio</Link>
      </p>
    </div>
  );
}
