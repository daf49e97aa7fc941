import { focalPosition, imageSources } from "@meridian/codecs/image-sources";
import type { ImageFieldsFragment } from "@meridian/graphql/content";
import * as styles from "./ContentImage.css";

/** The spec's index square (section 9): a focal-point crop of at most 1000 × 1000. */
const SQUARE_MAX = 1000;

export type ContentImageData = Pick<
  ImageFieldsFragment,
  "url" | "alt" | "width" | "height" | "focalPoint" | "blurDataUrl" | "backgroundColour"
>;

export interface ContentImageProps {
  image: ContentImageData;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Crop to width ÷ height around the focal point; `1` is the spec's 1000 × 1000 square. */
  aspect?: number;
  /** Fill the parent's box (object-fit: cover), e.g. a carousel slide of fixed shape. */
  cover?: boolean;
  /** The largest contentful image of the page: load it first, not lazily. */
  priority?: boolean;
  /** Alt text that replaces the content's, or '' where a caption beside it says the same. */
  alt?: string;
  className?: string | undefined;
}

/**
 * A content image from `/images/{id}.webp` on the site's origin, with a srcset of widths, its
 * intrinsic width and height (no layout shift), the content's alt text, and the blur preview
 * until it loads. Crops come from the API around the image's focal point.
 */
export function ContentImage({
  image,
  sizes,
  aspect,
  cover = false,
  priority = false,
  alt,
  className,
}: ContentImageProps) {
  const sources = imageSources(image, {
    sizes,
    aspect,
    maxWidth: aspect === 1 ? SQUARE_MAX : undefined,
  });
  const classes = [styles.image, cover ? styles.cover : undefined, className];
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={sources.width}
      height={sources.height}
      alt={alt ?? image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={classes.filter(Boolean).join(" ")}
      style={{
        objectPosition: focalPosition(image.focalPoint),
        backgroundColor: image.backgroundColour || undefined,
        backgroundImage: image.blurDataUrl ? `url("${image.blurDataUrl}")` : undefined,
      }}
    />
  );
}
