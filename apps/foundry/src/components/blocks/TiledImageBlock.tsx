import { ContentImage } from "./image/ContentImage";
import * as styles from "./TiledImageBlock.css";
import type { BlockProps } from "./types";

/** Tiled image: two square tiles side by side, each cropped around its focal point. */
export function TiledImageBlock({ block }: BlockProps<"TiledImageBlock">) {
  return (
    <ul className={styles.tiles}>
      {block.tiles.map((tile) => (
        <li key={tile.id}>
          <ContentImage image={tile} aspect={1} sizes="50vw" />
        </li>
      ))}
    </ul>
  );
}
