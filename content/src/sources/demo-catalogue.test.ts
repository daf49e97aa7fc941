// Guards the breadth of the demo catalogue (DESIGN 5.1, issue 23): enough retail families on
// /fonts to exercise the library, the search, the compare page and the pairings — at least
// eight, several with six or more styles, at least two variable, and a parent with children.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { FontSource } from "../schema";
import { formatSourceErrors, loadSources } from "./load-sources";

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let fonts: FontSource[];
beforeAll(async () => {
  const result = await loadSources(contentDir);
  if (!result.ok) throw new Error(formatSourceErrors(result.errors));
  fonts = result.sources.fonts;
});

/** What /fonts lists (spec 7.3): not hidden, not playground or collaboration, no parent. */
const isRetailFamily = (font: FontSource) =>
  !font.hidden && !font.playground && !font.collaboration && font.parentFont === undefined;

describe("the demo catalogue", () => {
  it("lists at least eight retail families", () => {
    const retail = fonts.filter(isRetailFamily).map((font) => font.name);
    expect(retail.length, retail.join(", ")).toBeGreaterThanOrEqual(8);
  });

  it("has several retail families with six or more styles, and two variable ones", () => {
    const retail = fonts.filter(isRetailFamily);
    expect(retail.filter((font) => font.styles.length >= 6).length).toBeGreaterThanOrEqual(3);
    const variable = retail.filter((font) => font.styles.some((style) => style.variable));
    expect(variable.length).toBeGreaterThanOrEqual(2);
  });

  it("has a retail parent font with child fonts, which the cart groups under it", () => {
    const parents = new Set(fonts.flatMap((font) => (font.parentFont ? [font.parentFont] : [])));
    expect(fonts.filter((font) => isRetailFamily(font) && parents.has(font.slug))).not.toEqual([]);
  });

  it("shows more than the Latin script: a retail family set right to left", () => {
    const rightToLeft = fonts.filter(
      (font) => isRetailFamily(font) && font.sampleTypetesters.some((tester) => tester.rtl),
    );
    expect(rightToLeft.map((font) => font.slug)).not.toEqual([]);
  });
});
