"use client";

import { type PreloadOptions, preload } from "react-dom";

export interface PreloadProps extends PreloadOptions {
  href: string;
}

/**
 * Asks for a resource from the document's head: an image or font the first screen needs, found
 * with the HTML rather than when the parser or the stylesheet reaches it. react-dom's
 * `preload()` does this only when called from a client component during server rendering, where
 * React also removes duplicates and puts fonts and high-priority images ahead of the scripts;
 * from a server component it reaches the RSC payload and never the HTML.
 */
export function Preload({ href, ...options }: PreloadProps) {
  preload(href, options);
  return null;
}
