import { Stack } from "@meridian/ui/stack";
import * as layout from "./layout.css";
import * as styles from "./QuoteBlock.css";
import type { BlockProps } from "./types";

/** Quote (spec 3: quote, attribution), set large. */
export function QuoteBlock({ block }: BlockProps<"QuoteBlock">) {
  return (
    <div className={layout.grid}>
      <Stack as="figure" space={4} margin={0} className={styles.figure}>
        <blockquote className={styles.quote}>
          <p className={styles.quoteText}>“{block.quote}”</p>
        </blockquote>
        <figcaption className={layout.caption}>{block.attribution}</figcaption>
      </Stack>
    </div>
  );
}
