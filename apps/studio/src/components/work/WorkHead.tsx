import Link from "next/link";
import type { Work } from "../../lib/studio/get-work";
import { RichText } from "../elements/RichText";
import { quietLink } from "../shell/frame.css";
import * as styles from "./WorkHead.css";

/** A work's opening: its title, and beside it the info, category and year (spec 3). */
export function WorkHead({ work }: { work: Work }) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{work.title}</h1>
      <div className={styles.about}>
        <RichText value={work.info} className={styles.info} />
        <dl className={styles.facts}>
          <dt className={styles.term}>Category</dt>
          <dd className={styles.detail}>
            <Link
              href={`/work?category=${encodeURIComponent(work.category.slug)}`}
              className={quietLink}
            >
              {work.category.name}
            </Link>
          </dd>
          <dt className={styles.term}>Year</dt>
          <dd className={styles.detail}>{work.year}</dd>
        </dl>
      </div>
    </header>
  );
}
