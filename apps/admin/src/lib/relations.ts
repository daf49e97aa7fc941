import type { FieldOption } from "@meridian/schema-form";

/** What the catalogue's items refer to one another by, each with its name (content/'s layout). */
export interface Relations {
  /** Fonts, by slug: parents, references, scripts, pairings, images' fonts, fonts in use. */
  fonts: FieldOption[];
  /** Designers already named by a font, as written there. */
  designers: FieldOption[];
  classifications: FieldOption[];
  fontsInUseCategories: FieldOption[];
  studioWorkCategories: FieldOption[];
}

type Raw = Record<string, unknown>;
const text = (raw: Raw, key: string) => (typeof raw[key] === "string" ? (raw[key] as string) : "");

/** The options of one kind's drafts: each item's `value` field, labelled by its `label` field. */
function optionsOf(items: Raw[], value: string, label: string): FieldOption[] {
  const options = new Map<string, FieldOption>();
  for (const item of items) {
    const key = text(item, value);
    if (key) options.set(key, { value: key, label: text(item, label) || key });
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/** The relations' options, from the drafts: fonts (one file each) and the list files. */
export function relationsOf(drafts: {
  fonts: Raw[];
  classifications: Raw[];
  fontsInUseCategories: Raw[];
  studioWorkCategories: Raw[];
}): Relations {
  return {
    fonts: optionsOf(drafts.fonts, "slug", "name"),
    designers: optionsOf(drafts.fonts, "designer", "designer"),
    classifications: optionsOf(drafts.classifications, "id", "name"),
    fontsInUseCategories: optionsOf(drafts.fontsInUseCategories, "id", "name"),
    studioWorkCategories: optionsOf(drafts.studioWorkCategories, "id", "name"),
  };
}

/** A list of plain values is edited as `{ value }` entries: `scripts.0.value`. */
const ENTRY = String.raw`\.\d+(\.value)?`;
const FONT_FIELDS = new RegExp(
  `^(parentFont|referenceFont|scripts${ENTRY}|pairing\\.pairedFonts${ENTRY})$|(^|\\.)font$`,
);

/** Which relation a field of `kind` names, by its place in the item; undefined for none. */
export function relationOf(kind: string, name: string): keyof Relations | undefined {
  if (FONT_FIELDS.test(name)) return "fonts";
  if (kind === "fonts" && name === "designer") return "designers";
  if (kind === "fonts" && name === "classification") return "classifications";
  if (kind === "fontsInUse" && new RegExp(`^fonts${ENTRY}$`).test(name)) return "fonts";
  if (kind === "fontsInUse" && new RegExp(`^categories${ENTRY}$`).test(name)) {
    return "fontsInUseCategories";
  }
  if (kind === "studioWorks" && name === "category") return "studioWorkCategories";
  return undefined;
}
