import type { Work } from "../../lib/studio/get-work";
import { ContentImage } from "../elements/ContentImage";
import * as styles from "./WorkImages.css";

export interface WorkImagesProps {
  images: Work["images"];
  mobileImages: Work["mobileImages"];
}

/**
 * A work's pictures, one under another across the page (spec 3: images, mobileImages). Editors
 * give phones their own crops of the first pictures: each mobile image replaces the picture at
 * the same place on a phone, so a phone never downloads both.
 */
export function WorkImages({ images, mobileImages }: WorkImagesProps) {
  return (
    <ul className={styles.images}>
      {images.map((image, index) => (
        <li key={image.id}>
          <ContentImage
            image={image}
            mobileImage={mobileImages[index]}
            sizes="100vw"
            priority={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
