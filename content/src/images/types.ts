/**
 * A generated image as the store holds it and the content service serves it (a
 * `responsiveImage` like the spec's). Files live in build/images/.
 */
export interface ImageAsset {
  /** Content hash of the rendered image: stable across builds while the source is unchanged. */
  id: string;
  /** Path under the API host: /images/<id>.<format> (resizable with ?w=&h=). */
  url: string;
  format: "png" | "webp";
  width: number;
  height: number;
  alt: string;
  /** Where square and other crops centre, as fractions. */
  focalPoint: { x: number; y: number };
  /** A tiny blurred preview as a data: URL (base64 WebP, well under 1 KB). */
  blurDataUrl: string;
  /** The dominant background colour, for a placeholder before the blur arrives. */
  backgroundColour: string;
}
