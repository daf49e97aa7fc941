import { FontFileError } from "./font-file-error";
import type { FontFileData } from "./types";

export type SourceFormat = FontFileData["sourceFormat"];

/**
 * The format of a font file from its first four bytes. The signature, not the file extension,
 * decides: an upload named .otf may hold anything.
 */
export function detectSourceFormat(bytes: Uint8Array): SourceFormat {
  const signature = Buffer.from(bytes.subarray(0, 4)).toString("latin1");
  switch (signature) {
    case "OTTO":
      return "otf";
    case "\x00\x01\x00\x00":
    case "true":
      return "ttf";
    case "wOF2":
      return "woff2";
    case "wOFF":
      throw new FontFileError(
        "unsupported format: WOFF 1.0 (upload the OTF, TTF or WOFF2 file instead)",
      );
    case "ttcf":
      throw new FontFileError(
        "unsupported format: a font collection (TTC); upload each font as its own OTF or TTF",
      );
    default:
      throw new FontFileError("not a font file: unrecognised signature");
  }
}
