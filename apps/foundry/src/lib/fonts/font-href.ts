/**
 * Where a font's page lives (spec 2.1): retail fonts under /fonts, playground fonts under
 * /playground, collaborations under the configured prefix (`/mx` in the demo).
 */

export interface FontSection {
  slug: string;
  playground: boolean;
  collaboration: boolean;
}

export function fontHref(font: FontSection, collaborationPrefix: string): string {
  if (font.collaboration) return `/${collaborationPrefix}/${font.slug}`;
  if (font.playground) return `/playground/${font.slug}`;
  return `/fonts/${font.slug}`;
}
