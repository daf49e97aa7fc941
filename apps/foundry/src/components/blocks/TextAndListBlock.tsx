import { Stack } from "@meridian/ui/stack";
import * as layout from "./layout.css";
import { RichText } from "./rich-text/RichText";
import * as styles from "./TextAndListBlock.css";
import type { BlockProps } from "./types";

/** Text and list: a heading, a short text, and a list set as ruled rows. */
export function TextAndListBlock({ block, headingLevel }: BlockProps<"TextAndListBlock">) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={layout.grid}>
      {block.heading ? (
        <Heading className={`${layout.blockHeading} ${layout.labelColumn}`}>
          {block.heading}
        </Heading>
      ) : null}
      <Stack space={6} className={layout.readingColumn}>
        <RichText value={block.body} headingLevel={(headingLevel + 1) as 3 | 4} />
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item} className={styles.item}>
              {item}
            </li>
          ))}
        </ul>
      </Stack>
    </div>
  );
}
