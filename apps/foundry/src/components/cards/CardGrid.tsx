import type { ReactNode } from "react";
import * as styles from "./CardGrid.css";

export interface CardGridProps {
  columns: 2 | 3 | 4;
  /** One list item each. */
  children: ReactNode;
  label?: string;
}

/** Cards in a list of equal columns. */
export function CardGrid({ columns, children, label }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles.columns[columns]}`} aria-label={label}>
      {children}
    </ul>
  );
}

/** The `sizes` of an image in a card of a grid with this many desktop columns. */
export function cardImageSizes(columns: number): string {
  return `(min-width: 1024px) ${Math.ceil(100 / columns)}vw, (min-width: 768px) 50vw, 100vw`;
}
