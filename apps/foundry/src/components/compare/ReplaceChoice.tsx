"use client";

import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import type { ComparedFont } from "@/lib/fonts/compare-store";
import { COMPARE_MAX } from "@/lib/fonts/comparison";
import * as styles from "./ReplaceChoice.css";

export interface ReplaceChoiceProps {
  /** The font 'Compare' would add. */
  adding: ComparedFont;
  /** The comparison, full. */
  fonts: readonly ComparedFont[];
  onReplace: (slug: string) => void;
  /** The pointer or focus is on a replace button: a chance to fetch what it opens. */
  onPrepare?: (slug: string) => void;
  /** 'Cancel' or Escape: the comparison stays as it is. */
  onCancel: () => void;
  className?: string;
}

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five"];

/**
 * 'Compare' on a fifth font (issue 40): why it cannot simply join — a comparison holds four — and
 * which of the four it should replace, or none. A non-modal dialog that takes focus as it opens,
 * so a screen reader reads its name and reason first; each choice is a button that says what it
 * does.
 */
export function ReplaceChoice({
  adding,
  fonts,
  onReplace,
  onPrepare,
  onCancel,
  className,
}: ReplaceChoiceProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-why`}
      tabIndex={-1}
      className={[styles.choice, className].filter(Boolean).join(" ")}
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-title`} className={styles.title}>
        Your comparison is full
      </p>
      <p id={`${id}-why`} className={styles.why}>
        A comparison holds up to {COUNT_WORDS[COMPARE_MAX] ?? COMPARE_MAX} fonts. Replace one with{" "}
        {adding.name}, or cancel to keep it as it is.
      </p>
      <ul className={styles.options}>
        {fonts.map((font) => (
          <li key={font.slug} className={styles.option}>
            <button
              type="button"
              className={styles.optionButton}
              onClick={() => onReplace(font.slug)}
              onPointerEnter={() => onPrepare?.(font.slug)}
              onFocus={() => onPrepare?.(font.slug)}
            >
              Replace {font.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
