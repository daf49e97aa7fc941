/** A stretch of text set in one face: the index of the face in the document's list. */
export interface TextRun {
  face: number;
  text: string;
}

/** What a face can set: whether its character map has a glyph for the code point. */
export type Coverage = (codePoint: number) => boolean;

/** Characters no face needs a glyph for: they join whatever run they fall in. */
const NEUTRAL = /^[\s\u00A0\u200B-\u200D\u2060\uFEFF]$/u;

/** How a character no face can set is written: its code point, which a reader can look up. */
export const uncovered = (char: string) =>
  `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}]`;

/**
 * Splits `text` into runs by face (DESIGN 4.8, ADR 0021): each character goes to the first face
 * that has a glyph for it — the text face wherever it can, a fallback only for what it lacks —
 * and spaces stay with the run they fall in. A character no face can set is written as its code
 * point in the first face — never as '?' or a missing-glyph box.
 */
export function textRuns(text: string, coverage: readonly Coverage[]): TextRun[] {
  const runs: TextRun[] = [];
  const push = (face: number, piece: string) => {
    const last = runs.at(-1);
    if (last?.face === face) last.text += piece;
    else runs.push({ face, text: piece });
  };
  for (const char of text.normalize("NFC")) {
    const current = runs.at(-1)?.face;
    const codePoint = char.codePointAt(0) ?? 0;
    if (current !== undefined && NEUTRAL.test(char)) {
      push(current, char);
      continue;
    }
    const face = coverage.findIndex((covers) => covers(codePoint));
    if (face === -1) push(0, uncovered(char));
    else push(face, char);
  }
  return runs;
}
