"use client";

import { fontUrl } from "@meridian/codecs/font-url";
import type { RefObject } from "react";
import { ShareRow } from "../TypeTester/ShareRow";
import { encodeTesterState, testerAnchor } from "../TypeTester/tester-state";
import type { PairingSide } from "./PairingTester";
import * as styles from "./PairingTester.css";

/** A side as it shows now: its typed text and its size. */
export interface PairingPart {
  /** 'Headline' or 'Body'. */
  part: string;
  side: PairingSide;
  text: string;
  size: number;
}

export interface PairingShareProps {
  stateKey: string;
  /** The box the picture is: the two texts. */
  frame: RefObject<HTMLElement | null>;
  parts: () => readonly PairingPart[];
}

/**
 * A pairing's share and export row (issue 19): a link carrying both texts and sizes (read back
 * on the server by FontPairings), both sides' CSS, and the pair as one PNG. Loaded only when a
 * visitor opens it.
 */
export function PairingShare({ stateKey, frame, parts }: PairingShareProps) {
  return (
    <ShareRow
      subject="this pairing"
      className={styles.controls}
      current={() => {
        const box = frame.current;
        const current = parts();
        const texts = [...(box?.querySelectorAll<HTMLElement>("[data-font-status]") ?? [])];
        if (!box || texts.length !== current.length) return null;
        const [headline, body] = current;
        return {
          href: pairingHref(stateKey, current),
          css: current.map(pairingCss).join("\n\n"),
          png: {
            frame: box,
            parts: current.map(({ side }, index) => ({
              element: texts[index] as HTMLElement,
              fontUrl: fontUrl({ host: "", ...side }),
            })),
          },
          name: `${headline?.side.fontName} with ${body?.side.fontName}`,
        };
      }}
    />
  );
}

/** This page with the pairing's texts and sizes under `{key}h.*` and `{key}b.*`. */
function pairingHref(stateKey: string, parts: readonly PairingPart[]): string {
  const params = new URLSearchParams();
  for (const { part, text, size } of parts) {
    const key = `${stateKey}${part === "Headline" ? "h" : "b"}`;
    for (const [name, value] of encodeTesterState(key, { text, size })) params.set(name, value);
  }
  return `${window.location.pathname}?${params}#${testerAnchor(stateKey)}`;
}

function pairingCss({ part, side, size }: PairingPart): string {
  return [
    `/* ${part}: ${side.fontName} ${side.styleName} */`,
    `font-family: "${side.fontFamily.replace(/["\\]/g, "")}";`,
    `font-size: ${size}px;`,
    `line-height: ${side.settings.leading};`,
    `letter-spacing: ${side.settings.tracking / 1000}em;`,
  ].join("\n");
}
