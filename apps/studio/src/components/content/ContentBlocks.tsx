import type { StudioBlockFieldsFragment } from "@meridian/graphql/content";
import { Stack } from "@meridian/ui/stack";
import { ProductGrid } from "../goods/ProductGrid";
import * as styles from "./ContentBlocks.css";
import {
  CarouselBlock,
  ImageBlock,
  ImageGridBlock,
  MasonryGridBlock,
  TiledImageBlock,
  VideoBlock,
} from "./ImageBlocks";
import {
  ButtonBlock,
  QuoteBlock,
  SectionBlock,
  SplitTextBlock,
  TableBlock,
  TextAndListBlock,
  TextBlock,
} from "./TextBlocks";

export type ContentBlock = StudioBlockFieldsFragment;

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /**
   * The page's title, already its h1. Editors often open a page with a text block headed the same;
   * that heading is not repeated.
   */
  pageTitle: string;
}

/** The blocks of the about page and studio pages (spec 3, the block table), one under another. */
export function ContentBlocks({ blocks, pageTitle }: ContentBlocksProps) {
  return (
    <Stack space={{ base: 16, tablet: 24 }}>
      {blocks.map((block, index) => {
        // Blocks have no ids; their order is the page's and never changes under React.
        const key = `${block.__typename}-${index}`;
        return <Block key={key} block={block} pageTitle={pageTitle} />;
      })}
    </Stack>
  );
}

function Block({ block, pageTitle }: { block: ContentBlock; pageTitle: string }) {
  switch (block.__typename) {
    case "TextBlock":
      return <TextBlock block={block} hideHeading={block.heading === pageTitle} />;
    case "SplitTextBlock":
      return <SplitTextBlock block={block} />;
    case "TextAndListBlock":
      return <TextAndListBlock block={block} />;
    case "QuoteBlock":
      return <QuoteBlock block={block} />;
    case "TableBlock":
      return <TableBlock block={block} />;
    case "ButtonBlock":
      return <ButtonBlock block={block} />;
    case "SectionBlock":
      return <SectionBlock block={block} />;
    case "ImageBlock":
      return <ImageBlock block={block} />;
    case "CarouselBlock":
      return <CarouselBlock block={block} />;
    case "ImageGridBlock":
      return <ImageGridBlock block={block} />;
    case "TiledImageBlock":
      return <TiledImageBlock block={block} />;
    case "MasonryGridBlock":
      return <MasonryGridBlock block={block} />;
    case "VideoBlock":
      return <VideoBlock block={block} />;
    case "MoreGoodsBlock":
      return (
        <section className={styles.stack}>
          <h2 className={styles.blockHeading}>{block.goodsHeading}</h2>
          <ProductGrid products={block.products} headingLevel={3} />
        </section>
      );
    default:
      // Glyph tables and tiled content list the foundry's catalogue: not selected for the studio.
      return null;
  }
}
