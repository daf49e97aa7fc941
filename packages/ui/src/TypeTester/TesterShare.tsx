"use client";

import { useId, useState } from "react";
import { VisuallyHidden } from "../Text/Text";
import * as css from "./TypeTester.css";
import { type TesterState, testerStateHref } from "./tester-state";

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
 * A tester's share and export row (issue 19): copy a link to this exact setting, copy its CSS,
 * export it as a PNG at 2×. Loaded only when a visitor opens it; the PNG code only on export.
 */
export function TesterShare({ stateKey, snapshot }: TesterShareProps) {
  const id = useId();
  const [transparent, setTransparent] = useState(false);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  async function copy(text: string, done: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus("Could not reach the clipboard. Copy it by hand from the address bar.");
    }
  }

  function copyLink() {
    const { state } = snapshot();
    const href = testerStateHref(window.location.pathname, stateKey, state);
    void copy(new URL(href, window.location.origin).href, "Link copied");
  }

  function copyCss() {
    void copy(testerCss(snapshot()), "CSS copied");
  }

  async function exportPng() {
    const current = snapshot();
    if (!current.sample) return;
    setBusy(true);
    setStatus("Exporting…");
    try {
      const { downloadTesterPng } = await import("./tester-png");
      await downloadTesterPng(
        {
          frame: current.sample,
          parts: [{ element: current.sample, fontUrl: current.fontUrl }],
          transparent,
        },
        `${fileStem(`${current.fontName} ${current.styleName}`)}.png`,
      );
      setStatus("PNG exported");
    } catch {
      setStatus("The PNG could not be made. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div id={`${id}-share`} className={css.subRow}>
      <button type="button" className={css.toolButton} onClick={copyLink}>
        Copy link
      </button>
      <button type="button" className={css.toolButton} onClick={copyCss}>
        Copy CSS
      </button>
      <button
        type="button"
        className={css.toolButton}
        onClick={() => void exportPng()}
        aria-disabled={busy || undefined}
      >
        Export PNG
      </button>
      <label className={css.chip}>
        <input
          type="checkbox"
          checked={transparent}
          onChange={(event) => setTransparent(event.currentTarget.checked)}
          className={css.chipInput}
        />
        Transparent <VisuallyHidden>PNG background</VisuallyHidden>
      </label>
      <output aria-live="polite" className={css.shareStatus}>
        {status}
      </output>
    </div>
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

/** 'Source Serif 4 Semibold Italic' → 'source-serif-4-semibold-italic'. */
function fileStem(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "type-tester"
  );
}
