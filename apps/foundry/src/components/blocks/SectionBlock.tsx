import { Inline } from "@meridian/ui/inline";
import { inlineVars } from "@meridian/ui/inline-vars";
import { VisuallyHidden } from "@meridian/ui/text";
import Link from "next/link";
import type { ReactNode } from "react";
import * as styles from "./SectionBlock.css";
import { isDarkBackground } from "./section-tone";
import type { BlockOf } from "./types";

export interface SectionBlockProps {
  block: BlockOf<"SectionBlock">;
  /** The blocks that follow the section block, up to the next one. */
  children: ReactNode;
}

/**
 * Section (spec 3: heading, backgroundColour, collectionUrl): a heading that opens a part of the
 * page, anchored by its name (/services#logos), optionally on a band of colour and with a link
 * to the collection it introduces. The blocks after it, up to the next section, sit inside.
 */
export function SectionBlock({ block, children }: SectionBlockProps) {
  const headingId = `${block.anchor}-heading`;
  const colour = block.backgroundColour;
  const classes = [
    styles.section,
    colour ? styles.band : undefined,
    colour && isDarkBackground(colour) ? styles.dark : undefined,
  ];
  return (
    <section
      id={block.anchor}
      aria-labelledby={headingId}
      className={classes.filter(Boolean).join(" ")}
      style={inlineVars({ [styles.background]: colour })}
    >
      <Inline space={4} align="baseline" justify="space-between" paddingTop={3} borderTop="rule">
        <h2 id={headingId} className={styles.heading}>
          {block.sectionHeading}
        </h2>
        {block.collectionUrl ? (
          <Link href={block.collectionUrl} className={styles.collectionLink}>
            View all<VisuallyHidden> {block.sectionHeading.toLowerCase()}</VisuallyHidden>
          </Link>
        ) : null}
      </Inline>
      {children}
    </section>
  );
}
