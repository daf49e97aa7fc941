import { focalPosition, imageSources } from "@meridian/codecs/image-sources";
import type { ImageFieldsFragment } from "@meridian/graphql/content";
import { PictureSource } from "@meridian/ui/picture-source";
import { Preload } from "@meridian/ui/preload";
import { media } from "@meridian/ui/theme/tokens";
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
  // Full bleed on every screen. The preloads below repeat these very sources: a preload whose
  // srcset or sizes differ from the element's is a second, wasted download.
  const desktop = imageSources(image, { sizes: "100vw" });
  const mobile = mobileImage ? imageSources(mobileImage, { sizes: "100vw" }) : null;
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
          imageSizes={sources.sizes}
          media={query}
          fetchPriority="high"
        />
      ))}
      <picture className={styles.picture}>
        {mobile && mobileImage ? <PictureSource media={media.mobile} sources={mobile} /> : null}
        <img
          src={desktop.src}
          srcSet={desktop.srcSet}
          sizes={desktop.sizes}
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
