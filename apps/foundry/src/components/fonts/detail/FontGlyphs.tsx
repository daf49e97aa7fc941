import type { FontDetailFragment } from "@meridian/graphql/content";
import { GlyphGrid } from "@meridian/specimen/glyph-grid";
import { Box } from "@meridian/ui/box";
import { ButtonLink } from "@meridian/ui/button";
import Link from "next/link";
import { gutter } from "@/components/layout/layout.css";
import { resolveDefaultStyle } from "@/lib/fonts/default-style";
import { selectGlyphs } from "@/lib/fonts/glyphs";
import * as styles from "./FontGlyphs.css";

export interface FontGlyphsProps {
  font: FontDetailFragment;
  /** The page's path, for the 'all characters' link. */
  path: string;
  /** Show every character, not only the essentials. */
  all: boolean;
}

/**
 * The font's glyphs (spec 2.12) by category with their Unicode values, copied on click, in the
 * default style. Large families open on the characters most readers look for; a link shows all.
 */
export function FontGlyphs({ font, path, all }: FontGlyphsProps) {
  const { style } = resolveDefaultStyle(font.initialStyle, font.styles);
  const selection = selectGlyphs(font.glyphs, { all });
  if (!style || selection.glyphs.length === 0) return null;
  const count = new Intl.NumberFormat("en-GB").format(selection.total);
  return (
    <div id="glyphs" className={`${styles.root} ${gutter}`}>
      <GlyphGrid
        host=""
        familySlug={font.slug}
        fontName={font.name}
        styleName={style.name}
        fontFamily={style.fontFamily}
        updatedAt={style._updatedAt}
        glyphs={selection.glyphs}
        title="Glyphs"
        headingLevel={2}
      />
      {selection.partial || all ? (
        <Box display="flex" paddingTop={6}>
          {selection.partial ? (
            <ButtonLink as={Link} href={`${path}?glyphs=all#glyphs`}>
              Show all {count} characters
            </ButtonLink>
          ) : (
            <ButtonLink as={Link} href={`${path}#glyphs`}>
              Show fewer characters
            </ButtonLink>
          )}
        </Box>
      ) : null}
    </div>
  );
}
