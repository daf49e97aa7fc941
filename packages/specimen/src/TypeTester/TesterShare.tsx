"use client";

import { type TesterState, testerStateHref } from "@meridian/ui/tester-state";
import { useId } from "react";
import { ShareRow } from "./ShareRow";

/** What a tester is showing now, for its link, its CSS and its picture. */
export interface TesterSnapshot {
  state: TesterState;
  fontName: string;
  styleName: string;
  /** The CSS family the style is registered under. */
  fontFamily: string;
  /** The style's file. */
  fontUrl: string;
  sample: HTMLElement | null;
  /** The sample's font-feature-settings and font-variation-settings, as it sets them. */
  featureSettings: string;
  variationSettings: string;
}

export interface TesterShareProps {
  /** The tester's key in a shared link. */
  stateKey: string;
  snapshot: () => TesterSnapshot;
}

/**
 * A tester's share and export row (issue 19): a link to this exact setting, its CSS, and the
 * sample as a PNG. Loaded only when a visitor opens it; the PNG code only on export.
 */
export function TesterShare({ stateKey, snapshot }: TesterShareProps) {
  const id = useId();
  return (
    <ShareRow
      id={`${id}-share`}
      current={() => {
        const current = snapshot();
        if (!current.sample) return null;
        return {
          href: testerStateHref(window.location.pathname, stateKey, current.state),
          css: testerCss(current),
          png: {
            frame: current.sample,
            parts: [{ element: current.sample, fontUrl: current.fontUrl }],
          },
          name: `${current.fontName} ${current.styleName}`,
        };
      }}
    />
  );
}

/** The setting as CSS a designer can paste. */
export function testerCss({
  state,
  fontFamily,
  featureSettings,
  variationSettings,
}: TesterSnapshot): string {
  return [
    `font-family: "${fontFamily.replace(/["\\]/g, "")}";`,
    `font-size: ${state.size ?? 16}px;`,
    `line-height: ${state.leading ?? "normal"};`,
    `letter-spacing: ${(state.tracking ?? 0) / 1000}em;`,
    `font-feature-settings: ${featureSettings};`,
    `font-variation-settings: ${variationSettings};`,
  ].join("\n");
}
