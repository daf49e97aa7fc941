"use client";

import { parseRichText } from "@meridian/content/rich-text";
import { RichText } from "@meridian/ui/rich-text";
import { useDeferredValue, useId, useMemo } from "react";
import { useWatch } from "react-hook-form";
import * as styles from "./MarkdownPreview.css";

/**
 * A Markdown field as the sites will set it, redrawn as staff type: parsed by the content build's
 * own parser (so what it refuses is named here, by line) and rendered by the sites' RichText.
 */
export function MarkdownPreview({ name, label }: { name: string; label: string }) {
  const written = useWatch({ name });
  const text = useDeferredValue(typeof written === "string" ? written.trim() : "");
  const parsed = useMemo(() => (text ? parseRichText(text) : null), [text]);
  const headingId = useId();
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Preview of {label}
      </h3>
      {parsed?.problems.length ? (
        <ul className={styles.problems}>
          {parsed.problems.map((problem) => (
            <li key={`${problem.line}:${problem.message}`}>
              Line {problem.line}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      {parsed && !parsed.problems.length ? (
        <RichText value={parsed.value} headingLevel={4} />
      ) : null}
      {!parsed && <p>Nothing written yet.</p>}
    </section>
  );
}
