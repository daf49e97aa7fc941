import type { ImageSources } from "@meridian/codecs/image-sources";

export interface PictureSourceProps {
  /** When the browser takes this source: a phone's media query, a dark colour scheme. */
  media: string;
  /** The renditions `imageSources` chose for it. */
  sources: ImageSources;
}

/**
 * One `<source>` of a `<picture>`: the renditions for a media query, with the size of the widest
 * so the box is reserved before any of them loads.
 */
export function PictureSource({ media, sources }: PictureSourceProps) {
  return (
    <source
      media={media}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={sources.width}
      height={sources.height}
    />
  );
}
