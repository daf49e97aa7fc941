import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from "react";
import { type Sprinkles, sprinkles } from "./sprinkles.css";

export interface BoxProps
  extends Omit<
      AllHTMLAttributes<HTMLElement>,
      "as" | "color" | "width" | "height" | "content" | "translate" | keyof Sprinkles
    >,
    Sprinkles {
  /** The element to render; a `div` unless said otherwise. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive: an element whose layout, spacing, colour and rules come from sprinkles
 * (atomic classes built at compile time), so compositions need no style file of their own.
 *
 * Best in server components. In a client component, Box (and Stack and Inline, built on it)
 * brings the sprinkles map, about 6 KB gzipped, into that page's JavaScript: on every page when
 * the component is in a header, a footer or an error boundary. There, use a style.
 */
export function Box({ as = "div", className, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(" ");
  return createElement(as, { ...native, className: classes });
}
