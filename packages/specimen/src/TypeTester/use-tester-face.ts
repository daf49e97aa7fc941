import { fontSubsetUrl, subsetFamilyName } from "@meridian/codecs/font-url";
import { type FontLoadStatus, useCatalogueFont } from "@meridian/ui/catalogue-font";
import { useEffect, useState } from "react";
import type { TesterStyle } from "./tester-props";

export interface TesterFaceInput {
  host: string;
  familySlug: string;
  fontName: string;
  /** A named subset of the style's file; the whole file when absent. */
  subset?: string;
  /** The style chosen now. */
  style: TesterStyle | undefined;
  /** The style, text and axis values the tester opens with. */
  openingStyle: string;
  openingText: string;
  openingAxes: Readonly<Record<string, number>>;
  /** The tester's text is the page's largest: paint it from a subset, without waiting for script. */
  priority: boolean;
  /** True once the tester nears the viewport: no whole file loads before. */
  near: boolean;
}

/** A subset declared in CSS (`@font-face`), so the opening text paints before any script runs. */
export interface SubsetFace {
  family: string;
  url: string;
}

export interface TesterFace {
  /** The CSS family to set the text in; null while nothing can show it. */
  family: string | null;
  /** True until a face can show the text. */
  skeleton: boolean;
  /** Where the chosen style's whole file is. */
  status: FontLoadStatus;
  /** The opening subset to declare, for a priority tester. */
  subsetFace: SubsetFace | null;
}

/**
 * Calls `then` once the page has loaded, painted in the fonts it asked for, and gone idle.
 * Returns a cancel.
 */
function afterFirstPaints(then: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) then();
  };
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 0);
  // Two frames after the fonts are ready, the text they set has painted (the page's LCP).
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  const onLoad = () =>
    void (document.fonts?.ready ?? Promise.resolve()).then(afterPaint, afterPaint);
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", onLoad);
  };
}

/**
 * False until the page has loaded and painted in its fonts, and then gone idle: a priority
 * tester's whole file waits for this. Asked for any earlier (at the load event, say), its
 * hundreds of kilobytes could start before the page's largest paint, and so count against it.
 */
function usePageSettled(waiting: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (waiting && !settled) return afterFirstPaints(() => setSettled(true));
  }, [waiting, settled]);
  return settled;
}

/**
 * The face a tester's text is set in. A priority tester (the page's largest text) opens on a
 * `/font-subset.woff2` cut for its opening text's characters, a variable style's axes fixed at
 * their opening values (the tester names every axis, so the instance draws exactly what the
 * variable file would) — a few kilobytes against hundreds for a variable family — declared in
 * CSS so it paints with the server's HTML; the style's whole file follows once the page has
 * loaded, painted and gone idle, and replaces it with the same metrics, so nothing moves
 * (characters typed before then fall back to the UI face for a moment). Other testers load the
 * whole file when they near the viewport, under a skeleton. While a newly chosen style loads,
 * the last face shown stays.
 */
export function useTesterFace({
  host,
  familySlug,
  fontName,
  subset,
  style,
  openingStyle,
  openingText,
  openingAxes,
  priority,
  near,
}: TesterFaceInput): TesterFace {
  const opening = style !== undefined && style.name === openingStyle;
  const subsetUrl =
    priority && opening
      ? fontSubsetUrl({
          host,
          familySlug,
          fontName,
          styleName: style.name,
          updatedAt: style.updatedAt,
          text: openingText,
          axes: openingAxes,
        })
      : null;
  const pageSettled = usePageSettled(subsetUrl !== null);
  const subsetFace =
    subsetUrl && style
      ? { family: subsetFamilyName(style.fontFamily, openingText), url: subsetUrl }
      : null;

  const status = useCatalogueFont(
    host,
    {
      familySlug,
      fontName,
      styleName: style?.name ?? "",
      fontFamily: style?.fontFamily ?? "",
      updatedAt: style?.updatedAt ?? "",
      ...(subset ? { subset } : {}),
    },
    near && style !== undefined && (subsetFace === null || pageSettled),
  );

  const [shownFamily, setShownFamily] = useState<string | null>(null);
  useEffect(() => {
    if (status !== "loading" && style) setShownFamily(style.fontFamily);
  }, [status, style]);

  if (status === "loaded") {
    return { family: style?.fontFamily ?? null, skeleton: false, status, subsetFace };
  }
  if (status === "failed") {
    // A whole file that will not load leaves the subset, where there is one, or the UI face.
    const family = subsetFace?.family ?? style?.fontFamily ?? null;
    return { family, skeleton: false, status, subsetFace };
  }
  const family = shownFamily ?? subsetFace?.family ?? null;
  return { family, skeleton: family === null, status, subsetFace };
}
