"use client";

import { fontUrl } from "@meridian/codecs/font-url";
import { FontText } from "@meridian/ui/font-text";
import { encodeTesterState, testerAnchor } from "@meridian/ui/tester-state";
import { VisuallyHidden } from "@meridian/ui/text";
import { media } from "@meridian/ui/theme/tokens";
import { type TypeSettings, typeSettings, typeSettingsStyle } from "@meridian/ui/type-settings";
import { type ClipboardEvent, useEffect, useId, useRef, useState } from "react";
import * as styles from "./FontPairings.css";

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
 * size has a slider, and 'Copy link' hands on the texts and sizes (read back on the server by
 * FontPairings), 'Copy CSS' both sides' settings.
 */
export function PairingTester({ stateKey, headline, body, rtl }: PairingTesterProps) {
  const id = useId();
  const headlineRef = useRef<HTMLSpanElement>(null);
  const bodyRef = useRef<HTMLSpanElement>(null);
  const textsRef = useRef<HTMLDivElement>(null);
  const [transparent, setTransparent] = useState(false);
  const [headlineSize, setHeadlineSize] = useState<number | null>(null);
  const [bodySize, setBodySize] = useState<number | null>(null);
  const [status, setStatus] = useState("");
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

  async function copy(text: string, done: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus("Could not reach the clipboard.");
    }
  }

  function copyLink() {
    const params = new URLSearchParams();
    for (const { side, ref, size, part } of sides) {
      const key = `${stateKey}${part === "Headline" ? "h" : "b"}`;
      const state = {
        text: ref.current?.textContent ?? side.text,
        size: shown(side, size),
      };
      for (const [name, value] of encodeTesterState(key, state)) params.set(name, value);
    }
    const url = new URL(window.location.href);
    url.search = params.toString();
    url.hash = testerAnchor(stateKey);
    void copy(url.href, "Link copied");
  }

  function copyCss() {
    const blocks = sides.map(({ side, size, part }) =>
      [
        `/* ${part}: ${side.fontName} ${side.styleName} */`,
        `font-family: "${side.fontFamily.replace(/["\\]/g, "")}";`,
        `font-size: ${shown(side, size)}px;`,
        `line-height: ${side.settings.leading};`,
        `letter-spacing: ${side.settings.tracking / 1000}em;`,
      ].join("\n"),
    );
    void copy(blocks.join("\n\n"), "CSS copied");
  }

  async function exportPng() {
    const frame = textsRef.current;
    const texts = [...(frame?.querySelectorAll<HTMLElement>("[data-font-status]") ?? [])];
    if (!frame || texts.length !== sides.length) return;
    setStatus("Exporting…");
    try {
      // The export code loads only when asked for (DESIGN 7.2's budget).
      const { downloadTesterPng } = await import("@meridian/ui/tester-png");
      await downloadTesterPng(
        {
          frame,
          parts: sides.map(({ side }, index) => ({
            element: texts[index] as HTMLElement,
            fontUrl: fontUrl({ host: "", ...side }),
          })),
          transparent,
        },
        `${fileStem(`${headline.fontName} with ${body.fontName}`)}.png`,
      );
      setStatus("PNG exported");
    } catch {
      setStatus("The PNG could not be made. Please try again.");
    }
  }

  function onPaste(event: ClipboardEvent<HTMLSpanElement>) {
    // A pairing takes the characters only, not the source's fonts and colours.
    event.preventDefault();
    document.execCommand("insertText", false, event.clipboardData.getData("text/plain"));
  }

  return (
    <div id={testerAnchor(stateKey)} className={styles.tester}>
      <div className={styles.controls}>
        {sides.map(({ side, part, size, set }) => (
          <span key={part} className={styles.slider}>
            <label htmlFor={`${id}-${part}`} className={styles.controlLabel}>
              {part} size
            </label>
            <input
              id={`${id}-${part}`}
              type="range"
              min={8}
              max={part === "Headline" ? 200 : 64}
              step={1}
              value={shown(side, size)}
              onChange={(event) => set(Number(event.currentTarget.value))}
              className={styles.range}
            />
            <output htmlFor={`${id}-${part}`} className={styles.value}>
              {shown(side, size)}px
            </output>
          </span>
        ))}
        <button type="button" className={styles.action} onClick={copyLink}>
          Copy link <VisuallyHidden>to this pairing</VisuallyHidden>
        </button>
        <button type="button" className={styles.action} onClick={copyCss}>
          Copy CSS <VisuallyHidden>of this pairing</VisuallyHidden>
        </button>
        <button type="button" className={styles.action} onClick={() => void exportPng()}>
          Export PNG <VisuallyHidden>of this pairing</VisuallyHidden>
        </button>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={transparent}
            onChange={(event) => setTransparent(event.currentTarget.checked)}
          />
          Transparent <VisuallyHidden>PNG background</VisuallyHidden>
        </label>
        <output aria-live="polite" className={styles.controlLabel}>
          {status}
        </output>
      </div>
      <div ref={textsRef} className={styles.texts}>
        {sides.map(({ side, part, ref, size }) => (
          <FontText
            key={part}
            host=""
            as="p"
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

/** 'Source Serif 4 with Inter' → 'source-serif-4-with-inter'. */
function fileStem(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
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
