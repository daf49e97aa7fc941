import { Box } from "@meridian/ui/box";
import { gutter } from "@/components/layout/layout.css";
import { PageTitle } from "@/components/layout/PageTitle";
import * as styles from "./IndexHeader.css";

export interface IndexHeaderProps {
  /** The page's h1: the section's navigation label (spec 2.1), e.g. 'Library'. */
  title: string;
  /** The section's sub-label, e.g. 'Retail'. */
  subLabel: string;
  /** How many families the section holds. */
  count: number;
}

/** The head of a catalogue section: its name, sub-label and size, quietly, over the specimens. */
export function IndexHeader({ title, subLabel, count }: IndexHeaderProps) {
  return (
    <Box as="header" paddingTop={{ base: 8, tablet: 12 }} className={gutter}>
      <PageTitle
        eyebrow={
          <>
            {subLabel} ·{" "}
            <span className={styles.count}>{count === 1 ? "1 family" : `${count} families`}</span>
          </>
        }
      >
        {title}
      </PageTitle>
    </Box>
  );
}
