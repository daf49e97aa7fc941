import { describe, expect, it } from "vitest";
import { DEMO_FONTS, readDemoFont } from "./__fixtures__/demo-fonts";
import { FontFileError } from "./font-file-error";
import { detectSourceFormat } from "./source-format";

const bytes = (signature: string) =>
  Buffer.concat([Buffer.from(signature, "latin1"), Buffer.alloc(12)]);

describe("detectSourceFormat", () => {
  it("tells the format from the signature, whatever the file is called", () => {
    expect(detectSourceFormat(readDemoFont(DEMO_FONTS.manropeLatinBasic))).toBe("otf");
    expect(detectSourceFormat(readDemoFont(DEMO_FONTS.sourceSerifVariable))).toBe("ttf");
    expect(detectSourceFormat(readDemoFont(DEMO_FONTS.plexMonoWoff2))).toBe("woff2");
    expect(detectSourceFormat(bytes("true"))).toBe("ttf");
  });

  it.each([
    [
      "WOFF 1.0",
      "wOFF",
      "unsupported format: WOFF 1.0 (upload the OTF, TTF or WOFF2 file instead)",
    ],
    [
      "a font collection",
      "ttcf",
      "unsupported format: a font collection (TTC); upload each font as its own OTF or TTF",
    ],
    ["a PDF", "%PDF", "not a font file: unrecognised signature"],
    ["an empty file", "", "not a font file: unrecognised signature"],
  ])("refuses %s with a reason for the editor", (_, signature, reason) => {
    const detect = () => detectSourceFormat(Buffer.from(signature, "latin1"));
    expect(detect).toThrow(FontFileError);
    expect(detect).toThrow(reason);
  });
});
