import type { RichText as RichTextValue } from "@meridian/codecs/rich-text";
import { Stack } from "@meridian/ui/stack";
import { RichText } from "@/components/blocks/rich-text/RichText";
import * as styles from "./FontAbout.css";

export interface FontAboutProps {
  intro: RichTextValue;
  body?: RichTextValue | null;
  release?: RichTextValue | null;
  awards?: RichTextValue | null;
}

/** The font's story (spec 2.12): intro, body, and its release and awards beside them. */
export function FontAbout({ intro, body, release, awards }: FontAboutProps) {
  return (
    <div className={styles.grid}>
      <Stack space={6}>
        <RichText value={intro} className={styles.intro} />
        {body ? <RichText value={body} headingLevel={3} className={styles.body} /> : null}
      </Stack>
      {release || awards ? (
        <div className={styles.notes}>
          {release ? (
            <div>
              <h3 className={styles.noteTitle}>Release</h3>
              <RichText value={release} headingLevel={4} />
            </div>
          ) : null}
          {awards ? (
            <div>
              <h3 className={styles.noteTitle}>Awards</h3>
              <RichText value={awards} headingLevel={4} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
