"use client";

import { useId } from "react";
import { ShareRow } from "./ShareRow";
import { type TesterNow, type TesterSnapshot, testerSnapshot } from "./tester-snapshot";
import { testerStateHref } from "./tester-state";

export interface TesterShareProps {
  /** The tester's key in a shared link. */
  stateKey: string;
  /** The tester as it is when a button is pressed. */
  now: () => TesterNow;
}

/**
 * A tester's share and export row (issue 19): a link to this exact setting, its CSS, and the
 * sample as a PNG. Loaded only when a visitor opens it; the PNG code only on export.
 */
export function TesterShare({ stateKey, now }: TesterShareProps) {
  const id = useId();
  return (
    <ShareRow
      id={`${id}-share`}
      current={() => {
        const current = testerSnapshot(now());
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
