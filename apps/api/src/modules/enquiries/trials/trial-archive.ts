import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import type { BuiltFont } from "@meridian/content/store";
import { zipSync } from "fflate";
import { fontLicenceText } from "../../downloads";
import { buildTrialFont } from "./trial-font";

const noSpaces = (text: string) => text.replace(/\s+/g, "");

/**
 * The trial ZIP: a folder per family, "<Font> Trial/", holding every style cut to basic Latin
 * and renamed, and the family's licence; a README says what a trial is for.
 */
export async function buildTrialArchive(options: {
  fonts: BuiltFont[];
  contentBuildDir: string;
  /** FONT_PACKAGES_DIR: where each family's licence text is read, as for a bought download. */
  fontPackagesDir: string;
  brand: string;
  fullName: string;
}): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const encoder = new TextEncoder();
  for (const font of options.fonts) {
    const folder = `${font.name} Trial`;
    for (const style of font.styles) {
      const source = style.files.desktop;
      const path = isAbsolute(source) ? source : join(options.contentBuildDir, source);
      const trial = await buildTrialFont(await readFile(path));
      const name = `${noSpaces(font.name)}Trial-${noSpaces(style.name)}.${style.files.desktopFormat}`;
      files[`${folder}/${name}`] = trial;
    }
    const licence = await fontLicenceText(options.fontPackagesDir, font.name, font.styles[0]?.file);
    files[`${folder}/LICENSE.txt`] = encoder.encode(licence);
  }
  files["README.txt"] = encoder.encode(readme(options.brand, options.fullName, options.fonts));
  // Fonts compress a little; the folder structure matters more than the ratio.
  return zipSync(files, { level: 6 });
}

function readme(brand: string, fullName: string, fonts: BuiltFont[]): string {
  return [
    `${brand} trial fonts for ${fullName}`,
    "",
    `Families: ${fonts.map((font) => `${font.name} Trial`).join(", ")}.`,
    "",
    "These trial fonts are for trying our typefaces in layouts and pitches. They hold basic",
    "Latin only (the characters U+0020 to U+007E) and are renamed '… Trial', so they install",
    "beside the full fonts without replacing them. For published work, please license the",
    "full fonts from our website.",
    "",
  ].join("\n");
}
