import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import wawoff2 from "wawoff2";
import { encodeWoff2 } from "./woff2-writer.mjs";

const fonts = fileURLToPath(new URL("../../../../../content/node_modules/", import.meta.url));

/** The tables of an sfnt by tag. */
function tablesOf(sfnt: Uint8Array): Map<string, string> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, string>();
  for (let index = 0; index < view.getUint16(4); index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    const data = Buffer.from(sfnt.subarray(offset, offset + length));
    // The decoder recomputes head.checkSumAdjustment for the font it rebuilds.
    if (tag === "head") data.fill(0, 8, 12);
    tables.set(tag, data.toString("hex"));
  }
  return tables;
}

describe("encodeWoff2", () => {
  it.each([
    ["CFF outlines", "source-serif/OTF/SourceSerif4-Regular.otf"],
    ["TrueType outlines", "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"],
  ])("writes WOFF2 that Google's decoder turns back into the same tables (%s)", async (_, file) => {
    const sfnt = new Uint8Array(
      await subsetFont(readFileSync(`${fonts}${file}`), "Meridian 2026", { targetFormat: "sfnt" }),
    );
    const woff2 = encodeWoff2(sfnt);
    expect(Buffer.from(woff2.subarray(0, 4)).toString("latin1")).toBe("wOF2");
    expect(woff2.byteLength % 4).toBe(0);
    const decoded = await wawoff2.decompress(woff2);
    expect(tablesOf(decoded)).toEqual(tablesOf(sfnt));
  });
});
