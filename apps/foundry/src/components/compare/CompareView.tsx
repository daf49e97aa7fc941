"use client";

import { CompareColumnView } from "@meridian/specimen/compare-column";
import { Dropdown } from "@meridian/ui/dropdown";
import { Slider } from "@meridian/ui/slider";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { gutter } from "@/components/layout/layout.css";
import { PageTitle } from "@/components/layout/PageTitle";
import {
  COMPARE_SIZE_MAX,
  type CompareColumn,
  type CompareState,
  compareHref,
  compareQuery,
} from "@/lib/fonts/compare";
import {
  type OpenComparison,
  readOpenComparison,
  storeOpenComparison,
  withFont,
} from "@/lib/fonts/compare-store";
import { addToComparison, COMPARE_MAX, comparePath } from "@/lib/fonts/comparison";
import type { ComparePageFont } from "@/lib/fonts/get-compare-fonts";
import * as styles from "./CompareView.css";
import { ReplaceChoice } from "./ReplaceChoice";

export interface CompareViewProps {
  fonts: readonly ComparePageFont[];
  /** Every font a visitor can add. */
  catalogue: readonly { slug: string; name: string }[];
  initial: CompareState;
  /**
   * The font a catalogue link's `add` brought (a click before that page's script ran, a new
   * tab): added here to the visitor's open comparison, which only the browser knows.
   */
  adding: string | null;
}

/**
 * Fonts side by side (issue 19): one text and size over them all, each column with its own
 * style (the weight-preview dropdown) and axes. Each change is written to the URL as it is
 * made, so a reload or a sent link opens the same comparison; adding or removing a font asks
 * the server for the new set. What the page shows is the visitor's open comparison, kept in the
 * browser for the catalogue's 'Compare' to add to (issue 40). On a phone the columns stack.
 */
export function CompareView({ fonts, catalogue, initial, adding }: CompareViewProps) {
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState(initial.text);
  const [size, setSize] = useState(initial.size);
  const [columns, setColumns] = useState<CompareColumn[]>(initial.columns);
  const state: CompareState = { text, size, columns };
  const href = compareHref(state);

  // Until an `add` is resolved against the open comparison, this page is not yet the
  // visitor's: it neither rewrites the URL nor is kept. `full`: the choice of what to replace.
  const [resolving, setResolving] = useState(adding !== null);
  const [full, setFull] = useState<OpenComparison | null>(null);
  const addingFont = fonts.find((font) => font.slug === adding);
  useEffect(() => {
    if (!addingFont) return;
    const open = readOpenComparison();
    const addition = addToComparison(
      open.fonts.map((font) => font.slug),
      addingFont.slug,
    );
    if (open.fonts.length === 0) setResolving(false);
    else if (addition.kind === "full") setFull(open);
    else router.replace(comparePath(withFont(open, addingFont).query), { scroll: false });
  }, []);

  useEffect(() => {
    if (resolving) return;
    // replaceState: a setting is not a page of its own in the back button's history.
    if (`${window.location.pathname}${window.location.search}` !== href) {
      window.history.replaceState(window.history.state, "", href);
    }
    // An empty page (/compare typed in) is no comparison to keep: it leaves the open one be.
    // Removing the last font forgets it, in showFonts.
    if (fonts.length > 0) storeOpenComparison(compareQuery(state), fonts);
  }, [href, resolving]);

  /** Another set of fonts comes from the server; kept first, as the visitor's comparison now. */
  function showFonts(next: CompareColumn[]) {
    const query = compareQuery({ ...state, columns: next });
    storeOpenComparison(
      query,
      next.map(({ slug }) => ({ slug, name: nameOf(catalogue, slug) })),
    );
    router.push(comparePath(query), { scroll: false });
  }

  function updateColumn(index: number, change: Partial<CompareColumn>) {
    setColumns((current) =>
      current.map((column, at) => (at === index ? { ...column, ...change } : column)),
    );
  }

  const present = new Set(columns.map((column) => column.slug));
  const addable = catalogue.filter((font) => !present.has(font.slug));

  // A catalogue link's font met four: the choice alone, until the visitor makes it.
  const choice =
    full && addingFont ? (
      <ReplaceChoice
        className={styles.replaceChoice}
        adding={addingFont}
        fonts={full.fonts}
        onReplace={(slug) =>
          router.replace(comparePath(withFont(full, addingFont, slug).query), { scroll: false })
        }
        onCancel={() => router.replace(comparePath(full.query), { scroll: false })}
      />
    ) : null;

  return (
    <>
      <header className={`${styles.header} ${gutter}`}>
        <PageTitle
          eyebrow={
            choice
              ? null
              : fonts.length === 1
                ? "1 font side by side"
                : `${fonts.length} fonts side by side`
          }
        >
          Compare
        </PageTitle>
        {choice ?? (
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
        )}
      </header>
      {choice ? null : fonts.length === 0 ? (
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
                linkAs={Link}
              />
            ) : null;
          })}
        </ul>
      )}
    </>
  );
}

function nameOf(catalogue: CompareViewProps["catalogue"], slug: string): string {
  return catalogue.find((font) => font.slug === slug)?.name ?? slug;
}
