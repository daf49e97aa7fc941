import type { ImageSource } from "../schema";

/** Image sources are the only objects with all of these keys (schema/common.ts). */
function isImageSource(value: unknown): value is ImageSource {
  return (
    typeof value === "object" &&
    value !== null &&
    "alt" in value &&
    "font" in value &&
    "text" in value &&
    "layout" in value &&
    "focalPoint" in value
  );
}

/** Every image source in a tree of sources, in order of appearance. */
export function collectImageSources(value: unknown, found: ImageSource[] = []): ImageSource[] {
  if (isImageSource(value)) {
    found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectImageSources(item, found);
  } else if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) collectImageSources(item, found);
  }
  return found;
}

/** A copy of the tree with each image source replaced by what `replace` gives for it. */
export function replaceImageSources<T>(
  value: T,
  replace: (source: ImageSource) => unknown,
): unknown {
  if (isImageSource(value)) return replace(value);
  if (Array.isArray(value)) return value.map((item) => replaceImageSources(item, replace));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceImageSources(item, replace)]),
    );
  }
  return value;
}

/** A stable key of an image source: equal sources render once. */
export function imageSourceKey(source: ImageSource): string {
  // Sources come from one zod parse, so equal sources serialise identically.
  return JSON.stringify(source);
}
