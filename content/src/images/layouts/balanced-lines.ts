import type { Font } from "../outline-text";

/** Words and their advance widths at 1000 px, for line breaking without setting outlines. */
export interface MeasuredWords {
  words: string[];
  widths: number[];
  space: number;
}

export function measureWords(font: Font, text: string): MeasuredWords {
  const advance = (value: string) => (font.layout(value).advanceWidth * 1000) / font.unitsPerEm;
  const words = text.split(/\s+/).filter(Boolean);
  return { words, widths: words.map(advance), space: advance(" ") };
}

/**
 * Breaks words greedily at `measure` (widths at 1000 px); null when a word is wider than it.
 * Kerning across spaces is ignored, so a line may set a hair wider than measured.
 */
function greedy({ words, widths, space }: MeasuredWords, measure: number): string[][] | null {
  const lines: string[][] = [];
  let line: string[] = [];
  let lineWidth = 0;
  for (const [index, word] of words.entries()) {
    const wordWidth = widths[index]!;
    if (wordWidth > measure) return null;
    const next = line.length === 0 ? wordWidth : lineWidth + space + wordWidth;
    if (next > measure && line.length > 0) {
      lines.push(line);
      line = [word];
      lineWidth = wordWidth;
    } else {
      line.push(word);
      lineWidth = next;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * The words in at most `maxLines` lines of even length: the narrowest measure that still needs
 * no more lines, so the text does not break into one long line and a short last one.
 */
export function balanceInto(measured: MeasuredWords, maxLines: number): string[] {
  const { widths, space } = measured;
  let low = Math.max(0, ...widths);
  let high = widths.reduce((sum, width) => sum + width, 0) + space * widths.length;
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    const lines = greedy(measured, middle);
    if (lines && lines.length <= maxLines) high = middle;
    else low = middle;
  }
  return (greedy(measured, high) ?? [measured.words]).map((line) => line.join(" "));
}

/**
 * As few lines as fit `limit` (at 1000 px), evened out. No lines when a single word is wider
 * than the limit: the caller has to set smaller.
 */
export function balancedLines(measured: MeasuredWords, limit: number): string[] {
  const loose = greedy(measured, limit);
  return loose ? balanceInto(measured, loose.length) : [];
}
