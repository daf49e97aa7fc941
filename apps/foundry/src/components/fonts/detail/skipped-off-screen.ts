/**
 * A section the browser may skip laying out and painting while it is off screen: a font page
 * runs to some 13 000 px, and every font that arrives would otherwise lay all of it out again.
 * Until a section has been shown once it counts as `estimate` tall (then as its own height).
 * Only for sections without popovers, which the containment it implies would clip.
 */
export function skippedOffScreen(estimate: string) {
  return { contentVisibility: "auto", containIntrinsicSize: `auto ${estimate}` } as const;
}
