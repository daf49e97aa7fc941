import { Stack } from "@meridian/ui/stack";
import * as layout from "./layout.css";
import { RichText } from "./rich-text/RichText";
import * as styles from "./TextBlock.css";
import type { BlockProps } from "./types";

/**
 * Text (spec 3: heading, title, body, leftAlign, narrow, footer). The heading sits in the label
 * column beside the text, or above it when the text is left-aligned; a title under a heading is
 * the text's larger opening line; the footer holds credits.
 */
export function TextBlock({ block, headingLevel }: BlockProps<"TextBlock">) {
  const Heading = `h${headingLevel}` as const;
  const headingText = block.heading ?? block.title;
  const title = block.heading ? block.title : null;
  const column = block.leftAlign
    ? layout.leftColumn
    : block.narrow
      ? layout.narrowColumn
      : layout.readingColumn;
  const heading = headingText ? (
    <Heading className={`${layout.blockHeading} ${block.leftAlign ? "" : layout.labelColumn}`}>
      {headingText}
    </Heading>
  ) : null;
  return (
    <div className={layout.grid}>
      {block.leftAlign ? null : heading}
      <Stack space={4} className={column}>
        {block.leftAlign ? heading : null}
        {title ? <p className={styles.title}>{title}</p> : null}
        <RichText
          value={block.body}
          headingLevel={headingText ? ((headingLevel + 1) as 3 | 4) : headingLevel}
        />
        {block.footer ? (
          <p className={`${layout.caption} ${styles.footer}`}>{block.footer}</p>
        ) : null}
      </Stack>
    </div>
  );
}
