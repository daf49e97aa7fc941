"use client";

import { FontText } from "@meridian/ui/font-text";
import { Slider } from "@meridian/ui/slider";
import { VisuallyHidden } from "@meridian/ui/text";
import { media } from "@meridian/ui/theme/tokens";
import { type TypeSettings, typeSettings, typeSettingsStyle } from "@meridian/ui/type-settings";
import { type ClipboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { testerAnchor } from "../TypeTester/tester-setting";
import * as styles from "./PairingTester.css";

// The share row and its export code load only when a visitor opens it (DESIGN 7.2's budget).
const PairingShare = lazy(() =>
  import("./PairingShare").then((module) => ({ default: module.PairingShare })),
);

export interface PairingSide {
  familySlug: string;
  fontName: string;
  styleName: string;
  fontFamily: string;
  updatedAt: string;
  settings: TypeSettings;
  text: string;
}

export interface PairingTesterProps {
  /** The pairing's key in a shared link: `{key}h.*` the headline, `{key}b.*` the body. */
  stateKey: string;
  headline: PairingSide;
  body: PairingSide;
  rtl: boolean;
}

/**
 * A pairing a visitor can try (issue 19): the headline and the body are editable, each side's
 * size has a slider, and 'Share' opens the row that hands on the texts and sizes by link (read
 * back on the server by FontPairings), copies both sides' CSS and exports the pair as a PNG.
 */
export function PairingTester({ stateKey, headline, body, rtl }: PairingTesterProps) {
  const id = useId();
  const headlineRef = useRef<HTMLSpanElement>(null);
  const bodyRef = useRef<HTMLSpanElement>(null);
  const textsRef = useRef<HTMLDivElement>(null);
  const [showShare, setShowShare] = useState(false);
  const [headlineSize, setHeadlineSize] = useState<number | null>(null);
  const [bodySize, setBodySize] = useState<number | null>(null);
  const phone = usePhone();

  /** The size a side shows now: the reader's own, else content's for this screen. */
  const shown = (side: PairingSide, size: number | null) =>
    size ?? (phone ? (side.settings.mobileSize ?? side.settings.size) : side.settings.size);

  const sides = [
    {
      side: headline,
      part: "Headline",
      ref: headlineRef,
      size: headlineSize,
      set: setHeadlineSize,
    },
    { side: body, part: "Body", ref: bodyRef, size: bodySize, set: setBodySize },
  ] as const;

  /** Each side as it shows now, for the share row. */
  const parts = () =>
    sides.map(({ side, part, ref, size }) => ({
      part,
      side,
      text: ref.current?.textContent ?? side.text,
      size: shown(side, size),
    }));

  function onPaste(event: ClipboardEvent<HTMLSpanElement>) {
    // A pairing takes the characters only, not the source's fonts and colours.
    event.preventDefault();
    document.execCommand("insertText", false, event.clipboardData.getData("text/plain"));
  }

  return (
    <div id={testerAnchor(stateKey)} className={styles.tester}>
      <div className={styles.controls}>
        {sides.map(({ side, part, size, set }) => (
          <Slider
            key={part}
            id={`${id}-${part}`}
            label={`${part} size`}
            min={8}
            max={part === "Headline" ? 200 : 64}
            step={1}
            value={shown(side, size)}
            display={`${shown(side, size)}px`}
            onChange={set}
          />
        ))}
        <button
          type="button"
          className={styles.action}
          aria-expanded={showShare}
          onClick={() => setShowShare(!showShare)}
        >
          Share <VisuallyHidden>or export this pairing</VisuallyHidden>
        </button>
      </div>
      {showShare ? (
        <Suspense fallback={null}>
          <PairingShare stateKey={stateKey} frame={textsRef} parts={parts} />
        </Suspense>
      ) : null}
      <div ref={textsRef} className={styles.texts}>
        {sides.map(({ side, part, ref, size }) => (
          <FontText
            key={part}
            host=""
            as="p"
            editable
            familySlug={side.familySlug}
            fontName={side.fontName}
            styleName={side.styleName}
            fontFamily={side.fontFamily}
            updatedAt={side.updatedAt}
            className={[styles.setting, typeSettings, part === "Body" ? styles.body : undefined]
              .filter(Boolean)
              .join(" ")}
            style={typeSettingsStyle(
              size === null ? side.settings : { ...side.settings, size, mobileSize: size },
            )}
          >
            {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot take the font's own line boxes; this editable span is announced as a text box. */}
            <span
              ref={ref}
              role="textbox"
              aria-label={`${part} in ${side.fontName} ${side.styleName}`}
              tabIndex={0}
              contentEditable
              suppressContentEditableWarning
              spellCheck={false}
              dir={rtl ? "rtl" : undefined}
              className={styles.editable}
              onPaste={onPaste}
            >
              {side.text}
            </span>
          </FontText>
        ))}
      </div>
    </div>
  );
}

/** True at a phone's width, after hydration: the server draws the desktop's controls. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(media.mobile);
    setPhone(query.matches);
    const onChange = () => setPhone(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return phone;
}
