import type { HTMLAttributes, ReactNode } from "react";
import * as styles from "./layout.css";

export interface PageContainerProps extends HTMLAttributes<HTMLElement> {
  /** A reading measure for text pages (policies, information, about). */
  narrow?: boolean;
  children: ReactNode;
}

/**
 * A page's `<main>` with the site's gutters, lined up with the header and the footer. Each page
 * renders exactly one; the layout around it holds the header and the footer.
 */
export function PageContainer({
  narrow = false,
  className,
  children,
  ...rest
}: PageContainerProps) {
  const classes = [styles.page, narrow ? styles.narrow : undefined, className];
  return (
    <main className={classes.filter(Boolean).join(" ")} {...rest}>
      {children}
    </main>
  );
}
