import type { CSSProperties } from "react";
import * as styles from "./Skeleton.css";

export interface SkeletonProps {
  /** CSS width; the full width of the container by default. */
  width?: CSSProperties["width"];
  /** CSS height; one line of the current text by default. */
  height?: CSSProperties["height"];
  /** Several lines of text, the last one shorter. */
  lines?: number;
  /** Sits in a line of text instead of on its own. */
  inline?: boolean;
  className?: string;
}

/**
 * The skeleton's surface as a class, for an element that stands as its own placeholder: it keeps
 * its content's size with the content hidden, and costs no extra element (a table of prices).
 */
export const skeletonSurface = styles.surface;

/**
 * A placeholder for content that is still loading. Hidden from assistive technology: the
 * loading region itself should carry `aria-busy`.
 */
export function Skeleton({
  width,
  height = "1.2em",
  lines,
  inline = false,
  className,
}: SkeletonProps) {
  const display = inline ? styles.inline : styles.block;
  if (lines && lines > 1) {
    return (
      <span aria-hidden="true" className={[styles.lines, className].filter(Boolean).join(" ")}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical, static placeholders.
            key={index}
            className={`${styles.surface} ${styles.block}`}
            style={{ width: index === lines - 1 ? "60%" : width, height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={[styles.surface, display, className].filter(Boolean).join(" ")}
      style={{ width: width ?? (inline ? "6em" : "100%"), height }}
    />
  );
}
