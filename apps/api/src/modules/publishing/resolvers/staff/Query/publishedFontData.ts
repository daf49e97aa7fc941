import type { QueryResolvers } from "../../../../../generated/staff-resolvers";
import { requireStaff } from "../../../../staff";

export const publishedFontData: NonNullable<QueryResolvers["publishedFontData"]> = async (
  _,
  { slug },
  ctx,
) => {
  await requireStaff(ctx, "editor");
  const font = ctx.content.current().store.fonts.find((candidate) => candidate.slug === slug);
  if (!font) return null;
  const { technical } = font;
  return {
    styles: font.styles.map((style) => style.name),
    glyphCount: technical.glyphCount,
    characterCount: technical.characterCount,
    features: technical.opentypeFeatures.map((feature) =>
      feature.name ? `${feature.unicodeTag} (${feature.name})` : feature.unicodeTag,
    ),
    axes: technical.axes.map((axis) => ({
      tag: axis.axisTag,
      name: axis.name,
      min: axis.minValue,
      default: axis.defaultValue,
      max: axis.maxValue,
    })),
    languages: technical.languages.map((language) => language.name),
  };
};
