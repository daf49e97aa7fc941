"use client";

import { VisuallyHidden } from "@meridian/ui/text";
import { useState } from "react";
import * as css from "./TypeTester.css";
import type { TesterPngInput } from "./tester-png";

/** What a setting hands on: a link to it, its CSS, and the texts its picture is drawn from. */
export interface ShareExport {
  href: string;
  css: string;
  png: Omit<TesterPngInput, "transparent">;
  /** Named for what it shows: 'Source Serif 4 Semibold', 'Source Serif 4 with Inter'. */
  name: string;
}

export interface ShareRowProps {
  id?: string;
  /** What the setting is now, read when a button is pressed; null while it cannot be drawn. */
  current: () => ShareExport | null;
  /** What the buttons act on, for assistive technology: 'this pairing'. */
  subject?: string;
  className?: string;
}

/**
 * The share and export row of a setting (issue 19): 'Copy link', 'Copy CSS', 'Export PNG' at 2×
 * with a transparent or page background, and a polite status. A tester's and a pairing's share
 * modules build it and are loaded only when a visitor opens them; the PNG code only on export.
 */
export function ShareRow({ id, current, subject, className = css.subRow }: ShareRowProps) {
  const [transparent, setTransparent] = useState(false);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  /** ' of this pairing', heard but not seen. */
  const hidden = (word: string) =>
    subject ? (
      <>
        {" "}
        <VisuallyHidden>
          {word} {subject}
        </VisuallyHidden>
      </>
    ) : null;

  async function copy(text: string, done: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus("Could not reach the clipboard. Please try again.");
    }
  }

  function copyLink() {
    const setting = current();
    if (setting) void copy(new URL(setting.href, window.location.origin).href, "Link copied");
  }

  function copyCss() {
    const setting = current();
    if (setting) void copy(setting.css, "CSS copied");
  }

  async function exportPng() {
    const setting = current();
    if (!setting || busy) return;
    setBusy(true);
    setStatus("Exporting…");
    try {
      const { downloadTesterPng } = await import("./tester-png");
      await downloadTesterPng({ ...setting.png, transparent }, `${fileStem(setting.name)}.png`);
      setStatus("PNG exported");
    } catch {
      setStatus("The PNG could not be made. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div id={id} className={className}>
      <button type="button" className={css.toolButton} onClick={copyLink}>
        Copy link{hidden("to")}
      </button>
      <button type="button" className={css.toolButton} onClick={copyCss}>
        Copy CSS{hidden("of")}
      </button>
      <button
        type="button"
        className={css.toolButton}
        onClick={() => void exportPng()}
        aria-disabled={busy || undefined}
      >
        Export PNG{hidden("of")}
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

/** 'Source Serif 4 Semibold Italic' → 'source-serif-4-semibold-italic'. */
export function fileStem(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "type-tester"
  );
}
