"use client";

import { Dropdown } from "@meridian/ui/dropdown";
import { Slider } from "@meridian/ui/slider";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { gutter } from "@/components/layout/layout.css";
import { PageTitle } from "@/components/layout/PageTitle";
import {
  COMPARE_MAX,
  COMPARE_SIZE_MAX,
  type CompareColumn,
  type CompareState,
  compareHref,
} from "@/lib/fonts/compare";
import type { ComparePageFont } from "@/lib/fonts/get-compare-fonts";
import { CompareColumnView } from "./CompareColumn";
import * as styles from "./CompareView.css";

export interface CompareViewProps {
  fonts: readonly ComparePageFont[];
  /** Every font a visitor can add. */
  catalogue: readonly { slug: string; name: string }[];
  initial: CompareState;
}

/**
 * Fonts side by side (issue 19): one text and size over them all, each column with its own
 * style (the weight-preview dropdown) and axes. Each change is written to the URL as it is
 * made, so a reload or a sent link opens the same comparison; adding or removing a font asks
 * the server for the new set. On a phone the columns stack.
 */
export function CompareView({ fonts, catalogue, initial }: CompareViewProps) {
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState(initial.text);
  const [size, setSize] = useState(initial.size);
  const [columns, setColumns] = useState<CompareColumn[]>(initial.columns);
  const state: CompareState = { text, size, columns };
  const href = compareHref(state);

  // The fonts of the comparison this tab had open before, to add back when a font page's or the
  // library's 'Compare' has started a new one. Read before this one is stored over it.
  const [earlier, setEarlier] = useState<string[]>([]);
  const slugs = columns.map((column) => column.slug);
  useEffect(() => {
    const stored = readStoredSlugs();
    const missing = stored.filter((slug) => !slugs.includes(slug));
    if (missing.length > 0 && slugs.length < COMPARE_MAX) setEarlier(missing);
  }, []);
  useEffect(() => {
    storeSlugs(slugs);
  }, [slugs.join(",")]);

  useEffect(() => {
    // replaceState: a setting is not a page of its own in the back button's history.
    if (`${window.location.pathname}${window.location.search}` !== href) {
      window.history.replaceState(window.history.state, "", href);
    }
  }, [href]);

  /** Another set of fonts comes from the server; stored first, so it offers nothing back. */
  function showFonts(next: CompareColumn[]) {
    storeSlugs(next.map((column) => column.slug));
    router.push(compareHref({ ...state, columns: next }), { scroll: false });
  }

  function updateColumn(index: number, change: Partial<CompareColumn>) {
    setColumns((current) =>
      current.map((column, at) => (at === index ? { ...column, ...change } : column)),
    );
  }

  const present = new Set(columns.map((column) => column.slug));
  const addable = catalogue.filter((font) => !present.has(font.slug));

  return (
    <>
      <header className={`${styles.header} ${gutter}`}>
        <PageTitle
          eyebrow={
            fonts.length === 1 ? "1 font side by side" : `${fonts.length} fonts side by side`
          }
        >
          Compare
        </PageTitle>
        <div className={styles.controls}>
          <label className={styles.textControl}>
            <span className={styles.controlLabel}>Text</span>
            <input
              type="text"
              value={text}
              maxLength={200}
              onChange={(event) => setText(event.currentTarget.value)}
              className={styles.textInput}
            />
          </label>
          <Slider
            id={`${id}-size`}
            label="Size"
            min={8}
            max={COMPARE_SIZE_MAX}
            step={1}
            value={size}
            display={`${size}px`}
            onChange={setSize}
          />
          {columns.length < COMPARE_MAX && addable.length > 0 ? (
            <Dropdown
              label="Add a font"
              placeholder="Choose"
              options={addable.map((font) => ({ value: font.slug, label: font.name }))}
              value={null}
              onChange={(slug) => showFonts([...columns, { slug, style: "" }])}
            />
          ) : null}
        </div>
        {earlier.length > 0 ? (
          <p className={styles.earlier}>
            <button
              type="button"
              className={styles.earlierButton}
              onClick={() =>
                showFonts(
                  [...earlier.map((slug) => ({ slug, style: "" })), ...columns].slice(
                    0,
                    COMPARE_MAX,
                  ),
                )
              }
            >
              Add back {listOf(earlier.map((slug) => nameOf(catalogue, slug)))}
            </button>{" "}
            from your last comparison
          </p>
        ) : null}
      </header>
      {fonts.length === 0 ? (
        <p className={`${styles.empty} ${gutter}`}>
          Add a font to start, or open a font's page and choose 'Compare'.
        </p>
      ) : (
        <ul className={styles.columns} aria-label="Fonts compared">
          {fonts.map((font, index) => {
            const column = columns[index];
            return column ? (
              <CompareColumnView
                key={font.slug}
                font={font}
                column={column}
                text={text}
                size={size}
                onChange={(change) => updateColumn(index, change)}
                onRemove={() => showFonts(columns.filter((_, at) => at !== index))}
              />
            ) : null;
          })}
        </ul>
      )}
    </>
  );
}

const STORE_KEY = "meridian:compare";

function readStoredSlugs(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((slug) => typeof slug === "string") : [];
  } catch {
    // Storage refused (a private window) or garbled: nothing to add back.
    return [];
  }
}

function storeSlugs(slugs: readonly string[]) {
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify(slugs));
  } catch {
    // Storage refused: the comparison still lives in the URL.
  }
}

function nameOf(catalogue: CompareViewProps["catalogue"], slug: string): string {
  return catalogue.find((font) => font.slug === slug)?.name ?? slug;
}

/** 'Geist', 'Geist and Inter', 'Geist, Inter and Manrope'. */
function listOf(names: readonly string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
