import * as styles from "./ImageGridBlock.css";
import { ContentImage } from "./image/ContentImage";
import type { BlockProps } from "./types";

/** Image grid: images in equal columns (the content's count from the tablet step, two on phones). */
export function ImageGridBlock({ block }: BlockProps<"ImageGridBlock">) {
  const columns = Math.min(4, Math.max(2, block.columns)) as 2 | 3 | 4;
  return (
    <ul className={`${styles.grid} ${styles.columns[columns]}`}>
      {block.images.map((image) => (
        <li key={image.id}>
          <ContentImage
            image={image}
            sizes={`(min-width: 768px) ${Math.ceil(100 / columns)}vw, 50vw`}
          />
        </li>
      ))}
    </ul>
  );
}
