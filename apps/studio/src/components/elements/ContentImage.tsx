import { imageSources } from "@meridian/codecs/image-sources";
import type { ImageFieldsFragment } from "@meridian/graphql/content";
import { PictureSource } from "@meridian/ui/picture-source";
import { media } from "@meridian/ui/theme/tokens";
import * as styles from "./ContentImage.css";

type Image = Pick<ImageFieldsFragment, "url" | "width" | "height" | "alt" | "backgroundColour">;

export interface ContentImageProps {
  image: Image;
  /** An editor's separate crop for phones (spec 3: mobileImages, mobileIndexImage). */
  mobileImage?: Image | null | undefined;
  /** The `sizes` of the layout, e.g. '(min-width: 768px) 50vw, 100vw'. */
  sizes: string;
  /** Crop to width ÷ height around the focal point. */
  aspect?: number | undefined;
  /** The largest picture on first view: fetched first, never lazily. */
  priority?: boolean;
  className?: string | undefined;
}

/**
 * A content image from this site's origin, in the widths the layout needs, with its size set so
 * nothing moves when it loads, and the content's background colour in its box meanwhile.
 */
export function ContentImage({
  image,
  mobileImage,
  sizes,
  aspect,
  priority = false,
  className,
}: ContentImageProps) {
  const source = imageSources(image, { sizes, aspect });
  const img = (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.sizes}
      width={source.width}
      height={source.height}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={[styles.image, className].filter(Boolean).join(" ")}
      style={{ backgroundColor: image.backgroundColour }}
    />
  );
  if (!mobileImage) return img;
  // Phones show it full width.
  const mobile = imageSources(mobileImage, { sizes: "100vw" });
  return (
    <picture className={styles.picture}>
      <PictureSource media={media.mobile} sources={mobile} />
      {img}
    </picture>
  );
}
