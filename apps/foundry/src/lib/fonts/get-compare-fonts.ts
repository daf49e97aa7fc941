import "server-only";
import type { CompareFont } from "./compare";
import { resolveDefaultStyle } from "./default-style";
import { fontHref } from "./font-href";
import { getFont } from "./get-font";
import { getPlaygroundFont } from "./get-playground-font";
import { getSectionFonts } from "./get-section-fonts";
import { testerStyles } from "./tester";

export interface ComparePageFont extends CompareFont {
  name: string;
  href: string;
}

/** The fonts /compare names that exist (retail or playground), in the order named. */
export async function getCompareFonts(slugs: readonly string[]): Promise<ComparePageFont[]> {
  const found = await Promise.all(
    slugs.map(async (slug) => (await getFont(slug)) ?? (await getPlaygroundFont(slug))),
  );
  return found.flatMap((font) =>
    font
      ? [
          {
            slug: font.slug,
            name: font.name,
            // Collaborations are not compared: their pages live under a prefix of their own.
            href: fontHref(font, ""),
            styles: testerStyles(font),
            defaultStyle:
              resolveDefaultStyle(font.initialStyle, font.styles).style?.name ??
              font.styles[0]?.name ??
              "",
          },
        ]
      : [],
  );
}

/** The fonts a visitor can add to a comparison: the library and the playground, by name. */
export async function getComparableFonts(): Promise<{ slug: string; name: string }[]> {
  const [retail, playground] = await Promise.all([
    getSectionFonts("retail"),
    getSectionFonts("playground"),
  ]);
  return [...retail, ...playground]
    .map(({ slug, name }) => ({ slug, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
