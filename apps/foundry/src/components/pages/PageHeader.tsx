import type { RichText as RichTextValue } from "@meridian/codecs/rich-text";
import { Box } from "@meridian/ui/box";
import type { ReactNode } from "react";
import { RichText } from "@/components/blocks/rich-text/RichText";
import { PageTitle } from "@/components/layout/PageTitle";
import * as styles from "./PageHeader.css";

export interface PageHeaderProps {
  title: string;
  /** The quiet line above the title: the navigation sub-label, the kind of page. */
  eyebrow?: ReactNode;
  /** Opening text under the title: a rich text, or a plain line such as an item's index text. */
  lead?: RichTextValue | string | null | undefined;
}

/** A plain line is set as a text of one paragraph, so both kinds of lead look alike. */
function richTextOf(lead: RichTextValue | string): RichTextValue {
  if (typeof lead !== "string") return lead;
  return {
    type: "root",
    children: [{ type: "paragraph", children: [{ type: "text", value: lead }] }],
  };
}

/** A page's h1 with what introduces it. */
export function PageHeader({ title, eyebrow, lead }: PageHeaderProps) {
  return (
    <Box as="header" marginBottom={{ base: 12, tablet: 16 }}>
      <PageTitle eyebrow={eyebrow} className={lead ? styles.title : undefined}>
        {title}
      </PageTitle>
      {lead ? <RichText value={richTextOf(lead)} lead className={styles.lead} /> : null}
    </Box>
  );
}
