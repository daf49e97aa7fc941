import { fontSubsetUrl, subsetFamilyName } from "@meridian/codecs/font-url";
import { Preload } from "@meridian/ui/preload";
import { vars } from "@meridian/ui/theme/contract.css";
import type { CSSProperties, ElementType } from "react";
import { resolveDefaultStyle } from "@/lib/fonts/default-style";
import { DefaultStyleAlert } from "./DefaultStyleAlert";
import * as styles from "./FontName.css";

export interface NameFont {
  id: string;
  slug: string;
  name: string;
  initialStyle: string;
  styles: readonly { name: string; fontFamily: string; variable: boolean; _updatedAt: string }[];
}

export interface FontNameProps {
  font: NameFont;
  /** What to set; the font's name unless said otherwise. */
  text?: string;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
  /** Fetch the subset with the page's first requests: for a name that is the page's largest text. */
  priority?: boolean;
  id?: string;
}

function quoted(family: string): string {
  return `"${family.replace(/["\\]/g, "")}"`;
}

/**
 * A short text, usually the font's name, set in the font's default style (spec 5) at display
 * size. The glyphs come from a `/font-subset.woff2` cut for just this text — a few kilobytes — so
 * a list of families costs little more than a list of names, needs no script, and the page
 * shows each name in its own face as soon as it paints. Until the subset arrives the text is
 * held invisible (font-display: block), so no family is ever shown in the wrong face.
 */
export function FontName({
  font,
  text = font.name,
  as: Element = "span",
  className,
  style: inlineStyle,
  priority = false,
  id,
}: FontNameProps) {
  const { style, misconfigured } = resolveDefaultStyle(font.initialStyle, font.styles);
  const alert = misconfigured ? (
    <DefaultStyleAlert fontId={font.id} fontName={font.name} initialStyle={font.initialStyle} />
  ) : null;
  if (!style) {
    return (
      <Element id={id} className={className} style={inlineStyle}>
        {text}
      </Element>
    );
  }
  const url = fontSubsetUrl({
    familySlug: font.slug,
    fontName: font.name,
    styleName: style.name,
    updatedAt: style._updatedAt,
    text,
    // A variable style's default look is an instance (optical size still following the size):
    // a few kilobytes where the variable glyphs cost several times that.
    ...(style.variable ? { axes: "normal" as const } : {}),
  });
  const family = url ? subsetFamilyName(style.fontFamily, text) : style.fontFamily;
  return (
    <>
      {url && priority ? (
        <Preload href={url} as="font" type="font/woff2" crossOrigin="anonymous" />
      ) : null}
      {url ? (
        <style href={`font-name-${family.replace(/\s+/g, "-")}`} precedence="font-names">
          {`@font-face{font-family:${quoted(family)};src:url("${url}") format("woff2");font-display:block}`}
        </style>
      ) : null}
      {alert}
      <Element
        id={id}
        className={className ? `${styles.name} ${className}` : styles.name}
        style={{
          ...inlineStyle,
          fontFamily: `${quoted(family)}, ${quoted(style.fontFamily)}, ${vars.font.body}`,
        }}
      >
        {text}
      </Element>
    </>
  );
}
