import type { WorkCard as Work } from "../../lib/studio/get-works";
import { WorkCard } from "./WorkCard";
import * as styles from "./WorkGrid.css";

export interface WorkGridProps {
  works: readonly Work[];
  /** The first work spans the grid (the studio index). */
  featureFirst?: boolean;
  /** The level of each work's title in the page's outline. */
  headingLevel: 2 | 3;
}

/** Works as large pictures, two to a row from the tablet width, one on phones. */
export function WorkGrid({ works, featureFirst = false, headingLevel }: WorkGridProps) {
  return (
    <ul className={styles.grid}>
      {works.map((work, index) => {
        const featured = featureFirst && index === 0;
        return (
          <li key={work.id} className={featured ? styles.featured : undefined}>
            <WorkCard
              work={work}
              headingLevel={headingLevel}
              sizes={featured ? "100vw" : "(min-width: 768px) 50vw, 100vw"}
              // The first row is the largest picture on first view.
              priority={index === 0 || (!featureFirst && index === 1)}
            />
          </li>
        );
      })}
    </ul>
  );
}
