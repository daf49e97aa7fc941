import subsetFont from "subset-font";
import { readNameTable, writeNameTable } from "./name-table";
import { readSfnt, writeSfnt } from "./sfnt";
import { renameForTrial } from "./trial-names";

/** Basic Latin, U+0020–U+007E: enough to try a typeface, not enough to publish with it. */
export const TRIAL_TEXT = String.fromCharCode(
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index),
);

/**
 * A trial cut of one style: hb-subset keeps only basic Latin (every name record kept — by
 * default it would drop the copyright and licence), then the family is renamed "… Trial".
 * The result is an OTF or TTF like the source.
 */
export async function buildTrialFont(source: Uint8Array): Promise<Uint8Array> {
  const nameIds = [...new Set(readNameTable(nameTableOf(source)).records.map((r) => r.nameId))];
  const subset = await subsetFont(source, TRIAL_TEXT, {
    targetFormat: "sfnt",
    preserveNameIds: nameIds,
  });
  const font = readSfnt(new Uint8Array(subset.buffer, subset.byteOffset, subset.byteLength));
  const names = font.tables.get("name");
  if (!names) throw new Error("the subset font has no name table");
  font.tables.set("name", writeNameTable(renameForTrial(readNameTable(names))));
  return writeSfnt(font);
}

function nameTableOf(source: Uint8Array): Uint8Array {
  const names = readSfnt(source).tables.get("name");
  if (!names) throw new Error("the font has no name table");
  return names;
}
