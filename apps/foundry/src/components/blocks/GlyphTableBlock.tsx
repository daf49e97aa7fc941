import { GlyphGrid } from "@meridian/specimen/glyph-grid";
import type { BlockProps } from "./types";

type GlyphFont = NonNullable<BlockProps<"GlyphTableBlock">["block"]["font"]>;

/** The block's style by name, else the font's default style, else its first. */
function styleOf(font: GlyphFont, name: string | null) {
  return (
    font.styles.find((style) => style.name === name) ??
    font.styles.find((style) => style.defaultStyle) ??
    font.styles[0]
  );
}

/**
 * Glyph table: a catalogue font's glyphs (all of a style's, or the block's characters), set in
 * the font itself, copied on click. A font not visible here (a draft) renders nothing.
 */
export function GlyphTableBlock({ block, headingLevel }: BlockProps<"GlyphTableBlock">) {
  const font = block.font;
  const style = font ? styleOf(font, block.style) : undefined;
  if (!font || !style) return null;
  const wanted = block.characters ? new Set(Array.from(block.characters)) : null;
  const glyphs = wanted
    ? font.glyphs.filter((glyph) => glyph.character !== null && wanted.has(glyph.character))
    : font.glyphs;
  return (
    <GlyphGrid
      host=""
      familySlug={font.slug}
      fontName={font.name}
      styleName={style.name}
      fontFamily={style.fontFamily}
      updatedAt={style._updatedAt}
      glyphs={glyphs}
      title={`${font.name} ${style.name}`}
      headingLevel={headingLevel}
    />
  );
}
