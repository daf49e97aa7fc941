import type { ReactNode } from "react";
import { Card } from "@/components/cards/Card";
import { CardGrid, cardImageSizes } from "@/components/cards/CardGrid";
import { FontInUseItem } from "@/components/cards/FontInUseItem";
import { getTiles } from "@/lib/pages/get-tiles";
import { caseStudyPath, clientFontPath } from "@/lib/pages/paths";
import { columnsOf } from "@/lib/pages/tile-selection";
import { getSiteSetup } from "@/lib/site/get-site-setup";
import { FontTile } from "./FontTile";
import type { BlockProps } from "./types";

/**
 * Tiled content (spec 3: contentType, layout, numberOfRows, fillWithRemainingItems): a grid of
 * custom fonts, modified fonts, case studies, fonts in use or catalogue fonts, read from the
 * content service when the page renders. `currentItem` keeps a page from tiling itself.
 */
export async function TiledContentBlock({
  block,
  headingLevel,
  currentItem,
}: BlockProps<"TiledContentBlock"> & { currentItem?: string | undefined }) {
  const [tiles, site] = await Promise.all([
    getTiles(block.contentType, {
      items: block.items,
      layout: block.layout,
      numberOfRows: block.numberOfRows,
      fillWithRemainingItems: block.fillWithRemainingItems,
      exclude: currentItem,
    }),
    getSiteSetup(),
  ]);
  if (!tiles || tiles.items.length === 0) return null;
  const columns = columnsOf(block.layout) as 2 | 3 | 4;
  const sizes = cardImageSizes(columns);
  const level = headingLevel;

  let items: ReactNode[];
  switch (tiles.contentType) {
    case "customFonts":
    case "modifiedFonts": {
      const kind = tiles.contentType === "customFonts" ? "custom" : "modified";
      items = tiles.items.map((font) => (
        <li key={font.id}>
          <Card
            href={clientFontPath(kind, font.slug)}
            image={font.indexImage}
            title={font.title}
            meta={font.clientName}
            headingLevel={level}
            sizes={sizes}
          />
        </li>
      ));
      break;
    }
    case "caseStudies":
      items = tiles.items.map((study) => (
        <li key={study.id}>
          <Card
            href={caseStudyPath(study.slug)}
            image={study.indexImage}
            title={study.title}
            meta={study.clientName}
            headingLevel={level}
            sizes={sizes}
          />
        </li>
      ));
      break;
    case "fontsInUse":
      items = tiles.items.map((item) => (
        <li key={item.id}>
          <FontInUseItem
            item={item}
            collaborationPrefix={site.collaborationPrefix}
            headingLevel={level}
            sizes={sizes}
          />
        </li>
      ));
      break;
    case "fonts":
      items = tiles.items.map((font) => (
        <li key={font.id}>
          <FontTile font={font} collaborationPrefix={site.collaborationPrefix} />
        </li>
      ));
      break;
  }
  return <CardGrid columns={columns}>{items}</CardGrid>;
}
