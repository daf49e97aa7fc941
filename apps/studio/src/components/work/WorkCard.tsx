import { Inline } from "@meridian/ui/inline";
import Link from "next/link";
import type { WorkCard as Work } from "../../lib/studio/get-works";
import { ContentImage } from "../elements/ContentImage";
import * as styles from "./WorkCard.css";

export interface WorkCardProps {
  work: Work;
  headingLevel: 2 | 3;
  sizes: string;
  priority?: boolean;
}

/**
 * A work in an index: its picture and title (one link), its category and year, its line of text.
 * Pictures keep the editors' composition; they are drawn to one shape, so rows line up.
 */
export function WorkCard({ work, headingLevel, sizes, priority }: WorkCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <Link href={`/work/${work.slug}`} className={styles.link}>
        <div className={styles.frame}>
          <ContentImage
            image={work.indexImage}
            mobileImage={work.mobileIndexImage}
            sizes={sizes}
            priority={priority}
            className={styles.image}
          />
        </div>
        <Inline space={4} align="baseline" justify="space-between" wrap={false}>
          <Title className={styles.title}>{work.title}</Title>
          <p className={styles.meta}>
            {work.category.name}, {work.year}
          </p>
        </Inline>
      </Link>
      <p className={styles.text}>{work.indexText}</p>
    </article>
  );
}
