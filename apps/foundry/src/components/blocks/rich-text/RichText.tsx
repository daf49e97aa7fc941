import type { RichText as RichTextValue } from "@meridian/codecs/rich-text";
import {
  RichText as BaseRichText,
  type RichTextComponents,
  type RichTextTableProps,
} from "@meridian/ui/rich-text";
import Link from "next/link";
import * as styles from "./RichText.css";

export interface RichTextProps {
  /** A text of the content service. */
  value: RichTextValue;
  /**
   * The level the text's top headings take. A page's title is the h1, so by default 2; inside
   * a block with its own h2 pass 3.
   */
  headingLevel?: 2 | 3 | 4;
  /** The larger opening-text setting. */
  lead?: boolean;
  className?: string | undefined;
}

/** Wide tables scroll sideways in a region of their own, named by their columns. */
function ScrollingTable({ columns, ...table }: RichTextTableProps) {
  return (
    <section
      className={styles.tableScroller}
      aria-label={`Table: ${columns.join(", ")}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table {...table} />
    </section>
  );
}

/** The foundry's elements: site paths navigate on the client, and tables scroll. */
const components: RichTextComponents = { siteLink: Link, table: ScrollingTable };

/** Content text in the foundry's setting: the UI face, rules not boxes (RichText.css.ts). */
export function RichText({ value, headingLevel = 2, lead = false, className }: RichTextProps) {
  const classes = [styles.root, lead ? styles.lead : undefined, className];
  return (
    <BaseRichText
      value={value}
      headingLevel={headingLevel}
      components={components}
      className={classes.filter(Boolean).join(" ")}
    />
  );
}
