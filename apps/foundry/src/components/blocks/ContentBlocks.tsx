import { Stack } from "@meridian/ui/stack";
import { ButtonBlock } from "./ButtonBlock";
import { CarouselBlock } from "./CarouselBlock";
import { GlyphTableBlock } from "./GlyphTableBlock";
import { ImageBlock } from "./ImageBlock";
import { ImageGridBlock } from "./ImageGridBlock";
import * as layout from "./layout.css";
import { MasonryGridBlock } from "./MasonryGridBlock";
import { MoreGoodsBlock } from "./MoreGoodsBlock";
import { QuoteBlock } from "./QuoteBlock";
import { SectionBlock } from "./SectionBlock";
import { SplitTextBlock } from "./SplitTextBlock";
import { TableBlock } from "./TableBlock";
import { TextAndListBlock } from "./TextAndListBlock";
import { TextBlock } from "./TextBlock";
import { TiledContentBlock } from "./TiledContentBlock";
import { TiledImageBlock } from "./TiledImageBlock";
import type { BlockHeadingLevel, BlockOf, ContentBlock } from "./types";
import { VideoBlock } from "./VideoBlock";

export type { ContentBlock } from "./types";

/** Blocks one after another, with generous air between them: 3 rem, 4 rem from the tablet step. */
const flowSpace = { base: 12, tablet: 16 } as const;

export interface ContentBlocksProps {
  /** The blocks of a page, custom font, case study or collaboration (ContentBlockFields). */
  blocks: readonly ContentBlock[];
  /**
   * The slug of the item whose page this is, so a Tiled content block never shows the page
   * itself among its tiles.
   */
  currentItem?: string | undefined;
  /** The first block is the page's largest picture: load it first (LCP). */
  priority?: boolean;
  className?: string | undefined;
}

interface Part {
  section: BlockOf<"SectionBlock"> | null;
  blocks: ContentBlock[];
}

/**
 * A Section block opens a part of the page that runs to the next one (so /services#logos holds
 * the text about logos); blocks before the first section stand alone.
 */
export function partsOf(blocks: readonly ContentBlock[]): Part[] {
  const parts: Part[] = [{ section: null, blocks: [] }];
  for (const block of blocks) {
    if (block.__typename === "SectionBlock") parts.push({ section: block, blocks: [] });
    else parts[parts.length - 1]?.blocks.push(block);
  }
  return parts.filter((part) => part.section || part.blocks.length > 0);
}

/**
 * Renders content blocks (spec 3, every kind of the block table) as server components; the
 * carousel, the video player and the glyph table are small client islands inside them.
 */
export function ContentBlocks({
  blocks,
  currentItem,
  priority = false,
  className,
}: ContentBlocksProps) {
  const first = blocks[0];
  return (
    <Stack space={flowSpace} className={[layout.root, className].filter(Boolean).join(" ")}>
      {partsOf(blocks).map((part, partIndex) => {
        const rendered = part.blocks.map((block, index) => (
          <Block
            key={`${block.__typename}-${index}`}
            block={block}
            headingLevel={part.section ? 3 : 2}
            currentItem={currentItem}
            priority={priority && block === first}
          />
        ));
        return part.section ? (
          <SectionBlock key={`${part.section.anchor}-${partIndex}`} block={part.section}>
            {rendered}
          </SectionBlock>
        ) : (
          <Stack key={partIndex} space={flowSpace}>
            {rendered}
          </Stack>
        );
      })}
    </Stack>
  );
}

interface BlockSwitchProps {
  block: ContentBlock;
  headingLevel: BlockHeadingLevel;
  currentItem: string | undefined;
  priority: boolean;
}

function Block({ block, headingLevel, currentItem, priority }: BlockSwitchProps) {
  switch (block.__typename) {
    case "ImageBlock":
      return <ImageBlock block={block} headingLevel={headingLevel} priority={priority} />;
    case "TextBlock":
      return <TextBlock block={block} headingLevel={headingLevel} />;
    case "SplitTextBlock":
      return <SplitTextBlock block={block} headingLevel={headingLevel} />;
    case "TextAndListBlock":
      return <TextAndListBlock block={block} headingLevel={headingLevel} />;
    case "QuoteBlock":
      return <QuoteBlock block={block} headingLevel={headingLevel} />;
    case "CarouselBlock":
      return <CarouselBlock block={block} headingLevel={headingLevel} />;
    case "ImageGridBlock":
      return <ImageGridBlock block={block} headingLevel={headingLevel} />;
    case "VideoBlock":
      return <VideoBlock block={block} headingLevel={headingLevel} />;
    case "TableBlock":
      return <TableBlock block={block} headingLevel={headingLevel} />;
    case "TiledImageBlock":
      return <TiledImageBlock block={block} headingLevel={headingLevel} />;
    case "TiledContentBlock":
      return (
        <TiledContentBlock block={block} headingLevel={headingLevel} currentItem={currentItem} />
      );
    case "MasonryGridBlock":
      return <MasonryGridBlock block={block} headingLevel={headingLevel} />;
    case "ButtonBlock":
      return <ButtonBlock block={block} headingLevel={headingLevel} />;
    case "GlyphTableBlock":
      return <GlyphTableBlock block={block} headingLevel={headingLevel} />;
    case "MoreGoodsBlock":
      return <MoreGoodsBlock block={block} headingLevel={headingLevel} />;
    case "SectionBlock":
      // Sections wrap the blocks after them (partsOf); one never reaches here.
      return null;
  }
}
