import type { ReactNode } from "react";
import { RichText } from "@/components/blocks/rich-text/RichText";
import { PageTitle } from "@/components/layout/PageTitle";
import * as styles from "./PageHeader.css";

export interface PageHeaderProps {
  title: string;
  /** The quiet line above the title: the navigation sub-label, the kind of page. */
  eyebrow?: ReactNode;
  /** Opening text (Markdown) under the title. */
  lead?: string | null | undefined;
}

/** A page's h1 with what introduces it. */
export function PageHeader({ title, eyebrow, lead }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <PageTitle eyebrow={eyebrow} className={lead ? styles.title : undefined}>
        {title}
      </PageTitle>
      {lead ? <RichText markdown={lead} lead className={styles.lead} /> : null}
    </header>
  );
}
