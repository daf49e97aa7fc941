/**
 * The default-style rule of spec 5 ("Font data"): a font shows first in the style its
 * initialStyle names; 'VF' names the variable style. When initialStyle matches none of the
 * styles, the first style is used and the browser alerts, once per font.
 */

/** The initialStyle that stands for the font's variable style. */
export const VARIABLE_STYLE_NAME = "VF";

export interface NamedStyle {
  name: string;
  variable: boolean;
}

export interface DefaultStyle<S extends NamedStyle> {
  /** The style to show first; null only for a font without styles. */
  style: S | null;
  /** initialStyle matched none of the styles, so the first style stands in. */
  misconfigured: boolean;
}

/** The style a name picks: 'VF' the variable style, anything else the style of that name. */
export function findStyle<S extends NamedStyle>(
  styles: readonly S[],
  name: string | null | undefined,
): S | undefined {
  if (!name) return undefined;
  if (name === VARIABLE_STYLE_NAME) {
    return styles.find((style) => style.variable) ?? styles.find((style) => style.name === name);
  }
  return styles.find((style) => style.name === name);
}

export function resolveDefaultStyle<S extends NamedStyle>(
  initialStyle: string,
  styles: readonly S[],
): DefaultStyle<S> {
  const found = findStyle(styles, initialStyle);
  if (found) return { style: found, misconfigured: false };
  return { style: styles[0] ?? null, misconfigured: styles.length > 0 };
}

/**
 * The alert a misconfigured default style raises, once per font, before the first style is used
 * instead (spec 5, 8).
 */
export function defaultStyleAlertMessage(fontName: string, initialStyle: string): string {
  return `Default style not set correctly for ${fontName}, is set to: "${initialStyle}"`;
}
