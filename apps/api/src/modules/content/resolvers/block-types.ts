import type { Resolvers } from "../../../generated/content-resolvers";
import type { ServedBlock } from "../served-types";

/** The GraphQL type of each block kind. */
const BLOCK_TYPENAMES = {
  image: "ImageBlock",
  text: "TextBlock",
  splitText: "SplitTextBlock",
  textAndList: "TextAndListBlock",
  quote: "QuoteBlock",
  carousel: "CarouselBlock",
  imageGrid: "ImageGridBlock",
  video: "VideoBlock",
  table: "TableBlock",
  tiledImage: "TiledImageBlock",
  tiledContent: "TiledContentBlock",
  masonryGrid: "MasonryGridBlock",
  button: "ButtonBlock",
  section: "SectionBlock",
  glyphTable: "GlyphTableBlock",
  moreGoods: "MoreGoodsBlock",
} as const satisfies Record<ServedBlock["type"], string>;

/** 'Localisation' → 'localisation': the anchor the services links point at. */
export function anchorOf(heading: string): string {
  return heading
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const blockTypes: Resolvers = {
  ContentBlock: {
    __resolveType: (block) => BLOCK_TYPENAMES[block.type],
  },
  VideoBlock: {
    thumbnailUrl: (block, _, { publicOrigin }) => `${publicOrigin}${block.thumbnail.url}`,
  },
  SectionBlock: {
    anchor: (block) => anchorOf(block.heading),
  },
  GlyphTableBlock: {
    font: (block, _, { view }) => view.fontBySlug.get(block.font) ?? null,
  },
  MoreGoodsBlock: {
    products: (block, _, { view }) =>
      block.products.length > 0
        ? block.products.flatMap((slug) => view.productBySlug.get(slug) ?? [])
        : view.products,
  },
};
