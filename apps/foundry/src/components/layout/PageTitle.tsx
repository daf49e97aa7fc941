import type { HTMLAttributes, ReactNode } from "react";
import * as styles from "./layout.css";

export interface PageTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** A quiet line above the title, e.g. the section's sub-label ('Retail'). */
  eyebrow?: ReactNode;
  children: ReactNode;
}

/** A page's h1 in the site's look, with an optional line above it. */
export function PageTitle({ eyebrow, className, children, ...rest }: PageTitleProps) {
  const title = (
    <h1 className={[styles.pageTitle, className].filter(Boolean).join(" ")} {...rest}>
      {children}
    </h1>
  );
  if (!eyebrow) return title;
  return (
    <hgroup>
      <p className={styles.eyebrow}>{eyebrow}</p>
      {title}
    </hgroup>
  );
}
