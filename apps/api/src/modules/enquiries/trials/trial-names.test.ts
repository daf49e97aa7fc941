import { describe, expect, it } from "vitest";
import {
  decodeName,
  encodeName,
  type NameRecord,
  readNameTable,
  writeNameTable,
} from "./name-table";
import { renameForTrial, trialName } from "./trial-names";

const windows = (nameId: number, text: string): NameRecord => {
  const record = {
    platformId: 3,
    encodingId: 1,
    languageId: 0x409,
    nameId,
    bytes: new Uint8Array(),
  };
  return { ...record, bytes: encodeName(record, text)! };
};
const mac = (nameId: number, text: string): NameRecord => {
  const record = { platformId: 1, encodingId: 0, languageId: 0, nameId, bytes: new Uint8Array() };
  return { ...record, bytes: encodeName(record, text)! };
};

describe("trial names", () => {
  it("renames the family part and keeps the style", () => {
    expect(trialName(1, "Manrope", ["Manrope"])).toBe("Manrope Trial");
    expect(trialName(1, "Manrope ExtraBold", ["Manrope"])).toBe("Manrope Trial ExtraBold");
    expect(trialName(4, "Manrope ExtraBold", ["Manrope"])).toBe("Manrope Trial ExtraBold");
    expect(trialName(16, "Manrope", ["Manrope"])).toBe("Manrope Trial");
    expect(trialName(6, "Manrope-ExtraBold", ["Manrope"])).toBe("ManropeTrial-ExtraBold");
    expect(trialName(6, "SourceSerif4-Regular", ["Source Serif 4"])).toBe(
      "SourceSerif4Trial-Regular",
    );
  });

  it("appends ' Trial' when a name does not start with the family", () => {
    expect(trialName(4, "IBM Plex Sans Cond Light", ["IBM Plex Sans Condensed"])).toBe(
      "IBM Plex Sans Cond Light Trial",
    );
    expect(trialName(6, "IBMPlexSansCond-Light", ["IBM Plex Sans Condensed"])).toBe(
      "IBMPlexSansCondTrial-Light",
    );
    expect(trialName(6, "x".repeat(70), ["y"])).toHaveLength(63);
  });

  it("rewrites IDs 1, 4, 6 and 16 in a name table and leaves the rest", () => {
    const table = {
      format: 0 as const,
      languageTags: [],
      records: [
        windows(0, "Copyright 2026 The Authors"),
        windows(1, "Manrope ExtraBold"),
        windows(2, "Regular"),
        windows(4, "Manrope ExtraBold"),
        windows(6, "Manrope-ExtraBold"),
        windows(13, "This Font Software is licensed under the SIL Open Font License"),
        windows(16, "Manrope"),
        mac(1, "Manrope ExtraBold"),
      ],
    };
    const written = readNameTable(writeNameTable(renameForTrial(table)));
    const names = written.records.map((record) => [
      record.platformId,
      record.nameId,
      decodeName(record),
    ]);
    expect(names).toEqual([
      [1, 1, "Manrope Trial ExtraBold"],
      [3, 0, "Copyright 2026 The Authors"],
      [3, 1, "Manrope Trial ExtraBold"],
      [3, 2, "Regular"],
      [3, 4, "Manrope Trial ExtraBold"],
      [3, 6, "ManropeTrial-ExtraBold"],
      [3, 13, "This Font Software is licensed under the SIL Open Font License"],
      [3, 16, "Manrope Trial"],
    ]);
  });

  it("drops a Macintosh name it cannot read rather than keep the retail name", () => {
    // "Zoé" in Mac Roman: é is 0x8E, outside the ASCII this module reads.
    const macRoman = {
      platformId: 1,
      encodingId: 0,
      languageId: 0,
      nameId: 1,
      bytes: Uint8Array.of(0x5a, 0x6f, 0x8e),
    };
    const table = { format: 0 as const, languageTags: [], records: [macRoman, windows(1, "Zoé")] };
    const renamed = renameForTrial(table);
    expect(renamed.records.map((record) => [record.platformId, decodeName(record)])).toEqual([
      [3, "Zoé Trial"],
    ]);
  });
});
