import type { ImageFieldsFragment } from "@meridian/graphql/content";
import { Preload } from "@meridian/ui/preload";
import { media } from "@meridian/ui/theme/tokens";
import { focalPosition, imageSources } from "@/components/blocks/image/image-sources";
import * as styles from "./TopImage.css";

export interface TopImageProps {
  image: ImageFieldsFragment;
  /** A portrait crop for phones (spec 9: mobile is up to 480 px). */
  mobileImage?: ImageFieldsFragment | null;
}

/**
 * A font page's full-bleed top image (spec 2.12): the phone's own image where content has one,
 * through `<picture>`. It is the page's largest paint, so it loads first (preloaded in the head).
 */
export function TopImage({ image, mobileImage }: TopImageProps) {
  const desktop = imageSources(image);
  const mobile = mobileImage ? imageSources(mobileImage) : null;
  // Asked for in the head, ahead of the scripts, each crop only on its own screens: the image
  // is otherwise found only when the parser reaches it, behind a dozen script requests.
  const hints = mobile
    ? [
        { sources: mobile, media: media.mobile },
        { sources: desktop, media: `not ${media.mobile}` },
      ]
    : [{ sources: desktop, media: undefined }];
  return (
    <>
      {hints.map(({ sources, media: query }) => (
        <Preload
          key={sources.src}
          href={sources.src}
          as="image"
          imageSrcSet={sources.srcSet}
          imageSizes="100vw"
          media={query}
          fetchPriority="high"
        />
      ))}
      <picture className={styles.picture}>
        {mobile && mobileImage ? (
          <source
            media={media.mobile}
            srcSet={mobile.srcSet}
            sizes="100vw"
            width={mobile.width}
            height={mobile.height}
          />
        ) : null}
        <img
          src={desktop.src}
          srcSet={desktop.srcSet}
          sizes="100vw"
          width={desktop.width}
          height={desktop.height}
          alt={image.alt}
          fetchPriority="high"
          decoding="async"
          className={styles.image}
          style={{
            objectPosition: focalPosition(image.focalPoint),
            backgroundColor: image.backgroundColour || undefined,
            backgroundImage: image.blurDataUrl ? `url("${image.blurDataUrl}")` : undefined,
          }}
        />
      </picture>
    </>
  );
}
