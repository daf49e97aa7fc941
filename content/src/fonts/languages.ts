import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { LanguageInfo } from "./types";
import { parseUnicodeSet } from "./unicode-set";

interface LanguageRequirement extends LanguageInfo {
  /** Every code point a font must map to set this language. */
  codePoints: number[];
}

interface CharactersFile {
  main: Record<string, { characters: { exemplarCharacters?: string } }>;
}

/**
 * Zero-width joiners and similar format characters appear in some exemplar sets, but shapers
 * handle them without a glyph, so a font that does not map them still sets the language.
 */
const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

let requirements: LanguageRequirement[] | undefined;

/**
 * The languages a font can set: those whose CLDR main exemplar characters it maps, every one,
 * in lower and upper case. Sorted by English name.
 */
export function supportedLanguages(codePoints: ReadonlySet<number>): LanguageInfo[] {
  requirements ??= loadRequirements();
  return requirements
    .filter((language) => language.codePoints.every((codePoint) => codePoints.has(codePoint)))
    .map(({ code, name }) => ({ code, name }));
}

/**
 * Reads CLDR once per process (~320 files). Only base-language locales count: regional and
 * script variants ('de-CH', 'sr-Latn') would list near-duplicates of the same language.
 */
function loadRequirements(): LanguageRequirement[] {
  const require = createRequire(import.meta.url);
  const localesDir = join(dirname(require.resolve("cldr-misc-full/package.json")), "main");
  const englishNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

  const loaded: LanguageRequirement[] = [];
  for (const code of readdirSync(localesDir)) {
    if (code.includes("-")) continue;
    // Node's ICU has no English name for a few rare languages (e.g. 'apc'); a bare code would
    // mean nothing to a reader, so those are left out.
    const name = englishNames.of(code);
    if (!name) continue;
    const file = JSON.parse(
      readFileSync(join(localesDir, code, "characters.json"), "utf8"),
    ) as CharactersFile;
    const exemplars = file.main[code]?.characters.exemplarCharacters;
    if (!exemplars) continue;
    loaded.push({ code, name, codePoints: requiredCodePoints(exemplars, code) });
  }
  return loaded.sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** The exemplars and their capitals, cased by the language's own rules (Turkish i → İ). */
function requiredCodePoints(exemplars: string, locale: string): number[] {
  const codePoints = new Set<number>();
  for (const member of parseUnicodeSet(exemplars)) {
    for (const char of member + member.toLocaleUpperCase(locale)) {
      if (!DEFAULT_IGNORABLE.test(char)) codePoints.add(char.codePointAt(0)!);
    }
  }
  return [...codePoints];
}
