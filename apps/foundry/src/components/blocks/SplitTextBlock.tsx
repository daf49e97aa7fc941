import { RichText } from "./rich-text/RichText";
import * as styles from "./SplitTextBlock.css";
import type { BlockProps } from "./types";

/** Split text: two texts side by side (one above the other on phones). */
export function SplitTextBlock({ block, headingLevel }: BlockProps<"SplitTextBlock">) {
  return (
    <div className={styles.split}>
      <RichText value={block.left} headingLevel={headingLevel} className={styles.left} />
      <RichText value={block.right} headingLevel={headingLevel} className={styles.right} />
    </div>
  );
}
