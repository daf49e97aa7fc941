import { Inline } from "@meridian/ui/inline";
import Link from "next/link";
import type { WorkCard } from "../../lib/studio/get-works";
import { quietLink } from "../shell/frame.css";
import * as styles from "./NextWork.css";

/** The foot of a work's page: on to the next work, or back to them all. */
export function NextWork({ next }: { next: WorkCard | null }) {
  return (
    <Inline
      as="nav"
      aria-label="More work"
      space={6}
      align="end"
      justify="space-between"
      marginTop={16}
      paddingTop={6}
      borderTop="rule"
    >
      {next ? (
        <Link href={`/work/${next.slug}`} className={styles.next}>
          <span className={styles.label}>Next work</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : null}
      <Link href="/work" className={quietLink}>
        All work
      </Link>
    </Inline>
  );
}
