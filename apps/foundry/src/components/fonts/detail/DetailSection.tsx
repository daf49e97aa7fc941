import type { ReactNode } from "react";
import { gutter } from "@/components/layout/layout.css";
import * as styles from "./DetailSection.css";

export interface DetailSectionProps {
  /** The anchor the page's section links jump to. */
  id: string;
  title: string;
  /** A quiet note beside the title: a count, a hint. */
  aside?: ReactNode;
  /**
   * 'split': the label in a column beside the content (text, tables); 'bleed': the label in a
   * row above content that runs the full width (testers, specimens).
   */
  layout?: "split" | "bleed";
  /**
   * Laid out even while off screen: for a section whose height no estimate comes near (the
   * OpenType features, a row per feature), which would otherwise grow when first rendered and
   * push a deep link's target (a shared pairing below it) out of view.
   */
  alwaysLaidOut?: boolean;
  children: ReactNode;
}

/** One section of a font page (spec 2.12), divided from the next by a rule. */
export function DetailSection({
  id,
  title,
  aside,
  layout = "split",
  alwaysLaidOut = false,
  children,
}: DetailSectionProps) {
  const titleId = `${id}-title`;
  const head = (
    <div className={layout === "bleed" ? `${styles.head} ${styles.stackedHead}` : styles.head}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {aside ? <p className={styles.aside}>{aside}</p> : null}
    </div>
  );
  if (layout === "bleed") {
    return (
      <section id={id} aria-labelledby={titleId} className={`${styles.section} ${styles.stacked}`}>
        <div className={gutter}>{head}</div>
        {children}
      </section>
    );
  }
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`${styles.section} ${styles.split} ${alwaysLaidOut ? "" : styles.skipped} ${gutter}`}
    >
      {head}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
