"use client";

import { type CSSProperties, type ElementType, type ReactNode, useRef } from "react";
import { type CatalogueFontStyle, fontStack, useCatalogueFont } from "../lib/catalogue-font";
import { useInView } from "../lib/use-in-view";
import * as styles from "./FontText.css";

export interface FontTextProps extends CatalogueFontStyle {
  /** Where the API serves font files ('' for the same origin), passed to fontUrl(). */
  host: string;
  /** The element to render: `span` unless said otherwise. */
  as?: ElementType;
  /** How far outside the viewport loading starts (IntersectionObserver rootMargin). */
  rootMargin?: string;
  className?: string;
  style?: CSSProperties;
  /**
   * Keep the children mounted when the file arrives (an editable text): while it loads they are
   * shown as they are, in the UI face with the caret, instead of hidden inside a wrapper that is
   * dropped on arrival. (Glyphs hidden any way that keeps the caret — a transparent colour or
   * fill — read to contrast checkers as text too faint to see.) The wrapper is the default: it
   * measures better as the LCP element.
   */
  editable?: boolean;
  children: ReactNode;
}

/**
 * Text set in a catalogue font. The style's file is fetched only when the text nears the
 * viewport, through the FontFace API; until then the text shows as a skeleton. A file that
 * fails to load ends the skeleton quietly and leaves the text in the UI face (spec 8).
 * While it loads, the glyphs are laid out but transparent inside the skeleton's line boxes:
 * screen readers still read them, and a contrast check does not mistake them for faint text.
 */
export function FontText({
  host,
  as: Element = "span",
  rootMargin = "200px",
  className,
  style,
  editable = false,
  children,
  ...font
}: FontTextProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useInView(ref, { rootMargin, once: true });
  const status = useCatalogueFont(host, font, near);
  const loading = status === "loading";
  const classes = [styles.text, loading && !editable ? styles.loading : undefined, className];
  return (
    <Element
      ref={ref}
      className={classes.filter(Boolean).join(" ")}
      style={{ ...style, fontFamily: fontStack(font.fontFamily) }}
      aria-busy={loading || undefined}
      data-font-status={status}
    >
      {loading && !editable ? <span className={styles.hiddenGlyphs}>{children}</span> : children}
    </Element>
  );
}
