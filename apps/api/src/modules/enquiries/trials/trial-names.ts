import { decodeName, encodeName, type NameRecord, type NameTable } from "./name-table";

/** Family (1), full name (4), PostScript name (6) and typographic family (16) (DESIGN 4.8). */
export const TRIAL_NAME_IDS = new Set([1, 4, 6, 16]);

const SUFFIX = "Trial";

/** Characters a PostScript name may not hold (OpenType name ID 6). */
const NOT_POSTSCRIPT = /[^\x21-\x7e]|[[\](){}<>/%]/g;

/**
 * Renames a font to its trial family: "Manrope" becomes "Manrope Trial", so a trial installs
 * beside the retail font instead of over it. The family part of every name changes and the
 * style part stays: "Manrope ExtraBold" → "Manrope Trial ExtraBold", "Manrope-ExtraBold" →
 * "ManropeTrial-ExtraBold". A name that does not start with the family gets " Trial" appended.
 */
export function renameForTrial(table: NameTable): NameTable {
  const groupKey = (record: NameRecord) =>
    `${record.platformId}/${record.encodingId}/${record.languageId}`;
  const namesOf = (nameId: number) => {
    const names = new Map<string, string>();
    for (const record of table.records) {
      const text = record.nameId === nameId ? decodeName(record) : null;
      if (text) names.set(groupKey(record), text);
    }
    return names;
  };
  const typographic = namesOf(16);
  const legacy = namesOf(1);
  // Windows English names the family where a platform or language leaves it out.
  const reference = typographic.get("3/1/1033") ?? legacy.get("3/1/1033");

  const records: NameRecord[] = [];
  for (const record of table.records) {
    if (!TRIAL_NAME_IDS.has(record.nameId)) {
      records.push(record);
      continue;
    }
    const key = groupKey(record);
    const families = [typographic.get(key), reference, legacy.get(key)].filter(
      (family): family is string => Boolean(family),
    );
    const text = decodeName(record);
    const renamed = text === null ? null : trialName(record.nameId, text, families);
    const bytes = renamed === null ? null : encodeName(record, renamed);
    // A name that cannot be rewritten is dropped rather than left naming the retail font.
    if (bytes) records.push({ ...record, bytes });
  }
  return { ...table, records };
}

/** `families`: the candidates for the family part of `text`, most trusted first. */
export function trialName(nameId: number, text: string, families: string[]): string {
  if (nameId === 6) {
    const postscript = text.replace(NOT_POSTSCRIPT, "");
    const base = families
      .map((family) => family.replace(NOT_POSTSCRIPT, ""))
      .find((family) => family && postscript.startsWith(family));
    let renamed: string;
    if (base) renamed = `${base}${SUFFIX}${postscript.slice(base.length)}`;
    else if (postscript.includes("-")) renamed = postscript.replace("-", `${SUFFIX}-`);
    else renamed = `${postscript}${SUFFIX}`;
    return renamed.slice(0, 63);
  }
  const family = families.find((candidate) => text.startsWith(candidate));
  return family ? `${family} ${SUFFIX}${text.slice(family.length)}` : `${text} ${SUFFIX}`;
}
