import { readFile } from "node:fs/promises";
import * as fontkit from "fontkit";
import type { ZipEntry } from "../download-zip";
import {
  coveredSubsets,
  type ScriptSubset,
  subsetCharacters,
  unicodeRange,
} from "./script-subsets";

/** A style of the family the kit is for. */
export interface WebKitStyle {
  /** 'Bold Italic': the style's name, for the specimen. */
  name: string;
  /** The OpenType weight class: the stylesheet's font-weight. */
  weight: number;
  italic: boolean;
  /** The style's desktop file (absolute): what the subsets are cut from. */
  sourcePath: string;
  /** 'Inter-BoldItalic': the stem of the kit's file names. */
  fileStem: string;
  /** Changes whenever the style's file does: cut files of an older one are not reused. */
  version: string;
}

export interface WebKitInput {
  /** The CSS font-family name: the font's name, 'Inter'. */
  family: string;
  brand: string;
  styles: readonly WebKitStyle[];
  /** A WOFF2 of the style's file holding `text`'s characters, every OpenType feature kept. */
  subset(style: WebKitStyle, text: string): Promise<Uint8Array>;
}

async function characterSet(path: string): Promise<Set<number>> {
  const font = fontkit.create(await readFile(path));
  if (!("characterSet" in font)) throw new Error(`${path} is a collection, not a face`);
  return new Set(font.characterSet);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);
const cssString = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;

/**
 * The web kit of a web licence (issue 21): one WOFF2 per style and script, a stylesheet with
 * an @font-face for each (font-display: swap, the family's weights and styles as CSS names
 * them, unicode-range by script, so a page loads only the scripts its text uses), and an
 * index.html specimen that uses it. The scripts are the ones the family's own character map
 * covers (script-subsets.ts).
 */
export async function webKit(input: WebKitInput): Promise<ZipEntry[]> {
  const characters = await Promise.all(input.styles.map((style) => characterSet(style.sourcePath)));
  const first = characters[0];
  if (!first) return [];
  const subsets = coveredSubsets(first);
  // Overlapping ranges resolve to the face declared last: Latin, the widest, comes last.
  const declared = [...subsets].reverse();
  const cut = await Promise.all(
    input.styles.map(async (style, index) => {
      const own: { file: ZipEntry; face: string }[] = [];
      for (const subset of declared) {
        const codes = subsetCharacters(subset, characters[index] ?? first);
        if (codes.length === 0) continue;
        const name = `fonts/${style.fileStem}.${subset.name}.woff2`;
        const data = await input.subset(style, String.fromCodePoint(...codes));
        own.push({
          file: { name: `web-kit/${name}`, data, compress: false },
          face: fontFace(input.family, style, subset, name),
        });
      }
      return own;
    }),
  );
  const files = cut.flat().map(({ file }) => file);
  const faces = cut.flat().map(({ face }) => face);
  const stylesheet = [
    `/* ${input.family}, from ${input.brand}: the web fonts of your licence. */`,
    `/* Use: <link rel="stylesheet" href="fonts.css">, then font-family: ${cssString(input.family)}. */`,
    "",
    ...faces,
  ].join("\n");
  files.push(
    { name: "web-kit/fonts.css", data: Buffer.from(stylesheet), compress: true },
    {
      name: "web-kit/index.html",
      data: Buffer.from(specimen(input, subsets, characters)),
      compress: true,
    },
  );
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

function fontFace(family: string, style: WebKitStyle, subset: ScriptSubset, file: string): string {
  return [
    `/* ${style.name}, ${subset.name} */`,
    "@font-face {",
    `  font-family: ${cssString(family)};`,
    `  font-style: ${style.italic ? "italic" : "normal"};`,
    `  font-weight: ${style.weight};`,
    "  font-display: swap;",
    `  src: url(${cssString(file)}) format("woff2");`,
    `  unicode-range: ${unicodeRange(subset)};`,
    "}",
    "",
  ].join("\n");
}

/**
 * What the specimen shows of a script in a style: its sample line when the style has every
 * character of it, else the letters it has there — never a glyph borrowed from another font.
 */
function sampleOf(subset: ScriptSubset, characters: ReadonlySet<number>): string {
  const has = (char: string) => /\s/.test(char) || characters.has(char.codePointAt(0) ?? 0);
  if (Array.from(subset.sample).every(has)) return subset.sample;
  return subsetCharacters(subset, characters)
    .map((code) => String.fromCodePoint(code))
    .filter((char) => /\p{L}/u.test(char))
    .slice(0, 48)
    .join("");
}

function specimen(
  input: WebKitInput,
  subsets: readonly ScriptSubset[],
  characters: readonly ReadonlySet<number>[],
): string {
  const family = escapeHtml(input.family);
  const styles = input.styles
    .map((style, index) => {
      const own = characters[index] ?? new Set<number>();
      const lines = subsets
        .map((subset) => `      <p>${escapeHtml(sampleOf(subset, own))}</p>`)
        .join("\n");
      return [
        `  <section style="font-weight: ${style.weight}; font-style: ${style.italic ? "italic" : "normal"}">`,
        `    <h2>${escapeHtml(style.name)} <small>${style.weight}${style.italic ? " italic" : ""}</small></h2>`,
        `    <div class="sample">\n${lines}\n    </div>`,
        "  </section>",
      ].join("\n");
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${family} — web fonts</title>
  <link rel="stylesheet" href="fonts.css">
  <style>
    body { margin: 3rem auto; max-width: 60rem; padding: 0 1.5rem; font-family: ${cssString(input.family.replace(/[<>]/g, ""))}, system-ui, sans-serif; color: #111; }
    h1 { font-size: 4rem; font-weight: 400; margin: 0 0 1rem; }
    h2 { font-size: 1rem; border-top: 1px solid #ccc; padding-top: 1rem; }
    h2 small { color: #666; font-weight: 400; }
    .sample p { font-size: 1.75rem; line-height: 1.3; margin: 0.25rem 0; }
    code { font-family: ui-monospace, monospace; }
  </style>
</head>
<body>
  <h1>${family}</h1>
  <p>Link <code>fonts.css</code> from your pages and set <code>font-family: ${escapeHtml(cssString(input.family))}</code>. Each script is its own file: a page downloads only those its text uses.</p>
${styles}
</body>
</html>
`;
}
