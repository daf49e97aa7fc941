"use client";

import { type CatalogueFontStyle, fontStack, useCatalogueFont } from "@meridian/ui/catalogue-font";
import { useInView } from "@meridian/ui/use-in-view";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import * as styles from "./GlyphGrid.css";

/** A glyph as content lists it (spec 3 "Font", technical glyphs). */
export interface Glyph {
  name?: string | null;
  unicodes: readonly number[];
  character: string | null;
  /** uppercase, lowercase, letters (without case), figures, punctuation, symbols, marks, other. */
  category: string;
}

export interface GlyphGridProps extends CatalogueFontStyle {
  /** Where the API serves font files ('' for the same origin), passed to fontUrl(). */
  host: string;
  glyphs: readonly Glyph[];
  /** The grid's heading. */
  title?: string;
  /** Heading level of the title; categories sit one below. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const CATEGORY_ORDER = [
  "uppercase",
  "lowercase",
  "letters",
  "figures",
  "punctuation",
  "symbols",
  "marks",
  "other",
];
const CATEGORY_LABELS: Record<string, string> = {
  uppercase: "Uppercase",
  lowercase: "Lowercase",
  letters: "Letters",
  figures: "Figures",
  punctuation: "Punctuation",
  symbols: "Symbols",
  marks: "Marks",
  other: "Other",
};
/** A combining mark alone has nothing to sit on; the dotted circle is the convention. */
const DOTTED_CIRCLE = "\u25CC";

/** 'U+0041': the code point in hex, at least four digits. */
export function unicodeLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

interface Cell {
  character: string;
  codePoint: number;
  name: string;
  isMark: boolean;
}

function cellsByCategory(glyphs: readonly Glyph[]): [string, Cell[]][] {
  const groups = new Map<string, Cell[]>();
  const seen = new Set<number>();
  for (const glyph of glyphs) {
    const codePoint = glyph.unicodes[0];
    // Unencoded glyphs (alternates, ligatures) have no character to show or copy.
    if (!glyph.character || codePoint === undefined || seen.has(codePoint)) continue;
    seen.add(codePoint);
    const cells = groups.get(glyph.category) ?? [];
    cells.push({
      character: glyph.character,
      codePoint,
      name: glyph.name ?? glyph.character,
      isMark: glyph.category === "marks" || /\p{M}/u.test(glyph.character),
    });
    groups.set(glyph.category, cells);
  }
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length - 1 : index;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

/** How to say a character: its glyph name where the character is invisible (spaces). */
function spoken(cell: Cell): string {
  return /^\s$/u.test(cell.character) || cell.isMark ? cell.name : cell.character;
}

/**
 * A font's glyphs by category, each a square cell that enlarges on hover or focus and shows its
 * code point ('U+0041'). A click copies the character and says so in a live region. The grid is
 * one tab stop; arrow keys, Home and End move between cells.
 *
 * A cell is two elements, the item and its button, whose text is the character: the code point
 * is drawn from the button's `data-code`, and the grid's `data-font-status` hides the characters
 * while the font loads. A font page shows some 200 cells, so this keeps its first HTML small,
 * and the font's arrival changes one attribute rather than every cell.
 */
export function GlyphGrid({
  host,
  glyphs,
  title = "Glyphs",
  headingLevel = 2,
  className,
  ...font
}: GlyphGridProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const near = useInView(rootRef, { rootMargin: "400px", once: true });
  const status = useCatalogueFont(host, font, near);
  const categories = cellsByCategory(glyphs);
  const total = categories.reduce((sum, [, cells]) => sum + cells.length, 0);
  const [focusIndex, setFocusIndex] = useState(0);
  const [message, setMessage] = useState("");
  const Title = `h${headingLevel}` as const;
  const CategoryTitle = `h${headingLevel + 1}` as "h3" | "h4" | "h5";

  async function copy(cell: Cell) {
    const label = `${spoken(cell)} (${unicodeLabel(cell.codePoint)})`;
    try {
      await navigator.clipboard.writeText(cell.character);
      setMessage(`Copied ${label}`);
    } catch {
      setMessage(`Could not copy ${label}`);
    }
  }

  function buttons(): HTMLButtonElement[] {
    return Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>("[data-cell]") ?? []);
  }

  function columnsOf(button: HTMLButtonElement): number {
    const list = button.closest("ul");
    const tracks = list ? getComputedStyle(list).gridTemplateColumns.split(" ").length : 1;
    return Number.isFinite(tracks) && tracks > 0 ? tracks : 1;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const all = buttons();
    const columns = columnsOf(event.currentTarget);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + columns,
      ArrowUp: index - columns,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(all.length - 1, Math.max(0, target));
    setFocusIndex(next);
    all[next]?.focus();
  }

  let index = -1;
  return (
    <section
      ref={rootRef}
      aria-labelledby={titleId}
      aria-busy={status === "loading" || undefined}
      data-font-status={status}
      className={[styles.root, className].filter(Boolean).join(" ")}
    >
      <div className={styles.bar}>
        <Title id={titleId} className={styles.categoryTitle}>
          {title} <span className={styles.count}>{total}</span>
        </Title>
        <p role="status" className={styles.status}>
          {message || "Click a glyph to copy it"}
        </p>
      </div>
      {categories.map(([category, cells]) => (
        <div key={category} className={styles.category}>
          <CategoryTitle className={styles.categoryTitle}>
            {CATEGORY_LABELS[category] ?? category}{" "}
            <span className={styles.count}>{cells.length}</span>
          </CategoryTitle>
          <ul className={styles.grid} style={{ fontFamily: fontStack(font.fontFamily) }}>
            {cells.map((cell) => {
              index += 1;
              const cellIndex = index;
              const code = unicodeLabel(cell.codePoint);
              return (
                <li key={cell.codePoint} className={styles.item}>
                  <button
                    type="button"
                    data-cell=""
                    data-code={code}
                    tabIndex={cellIndex === focusIndex ? 0 : -1}
                    aria-label={`${spoken(cell)}, ${code}`}
                    className={styles.cell}
                    onClick={() => {
                      setFocusIndex(cellIndex);
                      void copy(cell);
                    }}
                    onKeyDown={(event) => onKeyDown(event, cellIndex)}
                  >
                    {cell.isMark ? `${DOTTED_CIRCLE}${cell.character}` : cell.character}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
