import { geist, geistGlyphs } from "@meridian/ui/fixtures/catalogue";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { GlyphGrid } from "./GlyphGrid";

const regular = geist.styles.find((style) => style.name === "Regular")!;

const meta = {
  title: "Components/GlyphGrid",
  component: GlyphGrid,
  parameters: { layout: "padded" },
  args: {
    host: "",
    familySlug: geist.slug,
    fontName: geist.name,
    styleName: regular.name,
    fontFamily: regular.fontFamily,
    updatedAt: regular.updatedAt,
    glyphs: geistGlyphs,
  },
} satisfies Meta<typeof GlyphGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllGlyphs: Story = {};

export const BasicLatin: Story = {
  args: { glyphs: geistGlyphs.filter((glyph) => (glyph.unicodes[0] ?? 0) < 0x80) },
};

/** One cell hovered: enlarged, with its code point. */
export const Focused: Story = {
  args: { glyphs: geistGlyphs.filter((glyph) => (glyph.unicodes[0] ?? 0) < 0x80) },
  play: async ({ canvasElement }) => {
    canvasElement.querySelectorAll<HTMLButtonElement>("[data-cell]")[6]?.focus();
  },
};

export const FontFailsToLoad: Story = {
  args: {
    host: "http://127.0.0.1:9",
    glyphs: geistGlyphs.filter((glyph) => (glyph.unicodes[0] ?? 0) < 0x80),
  },
};
