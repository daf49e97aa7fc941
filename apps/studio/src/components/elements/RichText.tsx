import type { RichText as RichTextValue } from "@meridian/codecs/rich-text";
import { RichText as BaseRichText, type RichTextComponents } from "@meridian/ui/rich-text";
import Link from "next/link";
import * as styles from "./RichText.css";

export interface RichTextProps {
  /** A text of the content service. */
  value: RichTextValue;
  /** The level the text's top headings take in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string | undefined;
}

/** The studio's elements: site paths navigate on the client. */
const components: RichTextComponents = { siteLink: Link };

/** Content text in the studio's setting: one measure, spaced as a grid (RichText.css.ts). */
export function RichText({ value, headingLevel = 2, className }: RichTextProps) {
  return (
    <BaseRichText
      value={value}
      headingLevel={headingLevel}
      components={components}
      className={[styles.richText, className].filter(Boolean).join(" ")}
    />
  );
}
