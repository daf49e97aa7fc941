import type { ElementType, HTMLAttributes, ReactNode } from "react";
import { visuallyHidden } from "../lib/visually-hidden.css";
import * as styles from "./Text.css";

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** `p` unless said otherwise; `span` for inline text. */
  as?: ElementType;
  size?: styles.TextVariants["size"];
  tone?: styles.TextVariants["tone"];
  weight?: styles.TextVariants["weight"];
  tabular?: boolean;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  children?: ReactNode;
}

/** Running text in the UI face. */
export function Text({
  as: Element = "p",
  size,
  tone,
  weight,
  tabular,
  truncate,
  className,
  ...rest
}: TextProps) {
  const classes = [
    styles.text({ size, tone, weight, tabular }),
    truncate ? styles.truncate : undefined,
    className,
  ];
  return <Element className={classes.filter(Boolean).join(" ")} {...rest} />;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level: h1–h6. The look is chosen separately with `size`. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  size?: styles.HeadingVariants["size"];
  children?: ReactNode;
}

/** A heading: its level is the document outline, its size is the look. */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const classes = [styles.heading({ size }), className].filter(Boolean).join(" ");
  return <Element className={classes} {...rest} />;
}

/** Text for assistive technology only. */
export function VisuallyHidden({ children, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={visuallyHidden} {...rest}>
      {children}
    </span>
  );
}
