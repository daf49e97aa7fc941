import { ContentImage } from "../elements/ContentImage";
import type { ContentBlock } from "./ContentBlocks";
import * as styles from "./ContentBlocks.css";

type Kind<K extends ContentBlock["__typename"]> = Extract<ContentBlock, { __typename: K }>;

export function ImageBlock({ block }: { block: Kind<"ImageBlock"> }) {
  return (
    <figure
      className={[styles.figure, block.fullBleed ? styles.fullBleed : undefined]
        .filter(Boolean)
        .join(" ")}
    >
      <ContentImage image={block.image} sizes="100vw" />
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  );
}

/** Pictures in a row that scrolls sideways; focusable so the keyboard can scroll it too. */
export function CarouselBlock({ block }: { block: Kind<"CarouselBlock"> }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <ul className={styles.carousel} tabIndex={0} aria-label="Pictures, scroll sideways">
      {block.images.map((image) => (
        <li key={image.id}>
          <ContentImage image={image} sizes="80vw" />
        </li>
      ))}
    </ul>
  );
}

export function ImageGridBlock({ block }: { block: Kind<"ImageGridBlock"> }) {
  return (
    <ul
      className={styles.grid}
      style={{
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${columnMin(block.columns)}), 1fr))`,
      }}
    >
      {block.images.map((image) => (
        <li key={image.id}>
          <ContentImage
            image={image}
            sizes={`(min-width: 768px) ${Math.round(100 / block.columns)}vw, 100vw`}
          />
        </li>
      ))}
    </ul>
  );
}

/** The narrowest a column may be so that `columns` of them fit a desktop, and fewer a phone. */
function columnMin(columns: number): string {
  return `${Math.max(10, Math.round(64 / Math.max(1, columns)))}rem`;
}

/** Two pictures side by side. */
export function TiledImageBlock({ block }: { block: Kind<"TiledImageBlock"> }) {
  return (
    <ul className={styles.grid}>
      {block.tiles.map((image) => (
        <li key={image.id}>
          <ContentImage image={image} sizes="(min-width: 768px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}

export function MasonryGridBlock({ block }: { block: Kind<"MasonryGridBlock"> }) {
  return (
    <ul className={styles.masonry}>
      {block.images.map((image) => (
        <li key={image.id}>
          <ContentImage image={image} sizes="(min-width: 768px) 33vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A video as its poster linked to where it plays. No player is embedded: a provider's player
 * sets its own cookies, which the studio does not set without consent.
 */
export function VideoBlock({ block }: { block: Kind<"VideoBlock"> }) {
  return (
    <figure className={styles.figure}>
      <a href={block.url} className={styles.videoLink}>
        <ContentImage image={block.thumbnail} sizes="100vw" />
        <span>
          {block.videoTitle} <span className={styles.note}>(video on {block.provider})</span>
        </span>
      </a>
      {block.linkText && block.linkUrl ? (
        <figcaption className={styles.caption}>
          <a href={block.linkUrl}>{block.linkText}</a>
        </figcaption>
      ) : null}
    </figure>
  );
}
