import { RichText } from "@/components/blocks/rich-text/RichText";
import * as styles from "./FontAbout.css";

export interface FontAboutProps {
  intro: string;
  body?: string | null;
  release?: string | null;
  awards?: string | null;
}

/** The font's story (spec 2.12): intro, body, and its release and awards beside them. */
export function FontAbout({ intro, body, release, awards }: FontAboutProps) {
  return (
    <div className={styles.grid}>
      <div className={styles.story}>
        <RichText markdown={intro} className={styles.intro} />
        {body ? <RichText markdown={body} headingLevel={3} className={styles.body} /> : null}
      </div>
      {release || awards ? (
        <div className={styles.notes}>
          {release ? (
            <div>
              <h3 className={styles.noteTitle}>Release</h3>
              <RichText markdown={release} headingLevel={4} />
            </div>
          ) : null}
          {awards ? (
            <div>
              <h3 className={styles.noteTitle}>Awards</h3>
              <RichText markdown={awards} headingLevel={4} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
