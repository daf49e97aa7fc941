// Guards the UI face's files preloaded on every page (ADR 0041): Regular and Medium for the
// sites' own copy, and nothing a page may not draw.
import { describe, expect, it } from "vitest";
import { UI_FACE_FIRST_FILES } from "./ui-face";

describe("the UI face's first files", () => {
  it("are Regular and Medium, cut to basic Latin", () => {
    expect(UI_FACE_FIRST_FILES.map((file) => file.url)).toEqual([
      "/fonts/inter/Inter-Regular.woff2?subset=latin-basic",
      "/fonts/inter/Inter-Medium.woff2?subset=latin-basic",
    ]);
  });
});
