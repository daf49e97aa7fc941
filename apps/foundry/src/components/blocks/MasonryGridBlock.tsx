import { ContentImage } from "./image/ContentImage";
import * as styles from "./MasonryGridBlock.css";
import type { BlockProps } from "./types";

/** Masonry grid: images of different shapes packed into columns without cropping. */
export function MasonryGridBlock({ block }: BlockProps<"MasonryGridBlock">) {
  return (
    <ul className={styles.grid}>
      {block.images.map((image) => (
        <li key={image.id} className={styles.item}>
          <ContentImage image={image} sizes="(min-width: 1024px) 33vw, 50vw" />
        </li>
      ))}
    </ul>
  );
}
