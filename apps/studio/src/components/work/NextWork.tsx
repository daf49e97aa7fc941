import Link from "next/link";
import type { WorkCard } from "../../lib/studio/get-works";
import { quietLink } from "../shell/frame.css";
import * as styles from "./NextWork.css";

/** The foot of a work's page: on to the next work, or back to them all. */
export function NextWork({ next }: { next: WorkCard | null }) {
  return (
    <nav className={styles.nav} aria-label="More work">
      {next ? (
        <Link href={`/work/${next.slug}`} className={styles.next}>
          <span className={styles.label}>Next work</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : null}
      <Link href="/work" className={quietLink}>
        All work
      </Link>
    </nav>
  );
}
