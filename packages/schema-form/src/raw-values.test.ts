import { fontSource, page } from "@meridian/content/schema";
import type { FieldValues } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { geist } from "./__fixtures__/geist";
import { servicesPage } from "./__fixtures__/services-page";
import { valuesFromRaw } from "./form-values";
import { rawFromValues } from "./raw-values";

const tester = z.object({
  text: z.string().min(1),
  note: z.string().optional(),
  size: z.number(),
  leading: z.number().default(1.1),
  rtl: z.boolean().default(false),
  layout: z.enum(["two", "three"]).default("three"),
  features: z.array(z.string()).default([]),
  settings: z.record(z.string(), z.number()).optional(),
});

/** The raw item once its form values have been changed by `edit`. */
function edited(
  schema: z.ZodType,
  raw: Record<string, unknown>,
  edit: (values: FieldValues) => void,
) {
  const values = valuesFromRaw(schema, raw);
  edit(values);
  return rawFromValues(schema, values);
}

describe("rawFromValues", () => {
  it.each([
    ["a font", fontSource, geist],
    ["a page", page, servicesPage],
  ])("gives back %s as it was written when nothing is changed", (_, schema, raw) => {
    const result = rawFromValues(schema, valuesFromRaw(schema, raw));
    expect(result).toEqual({ raw, problems: [] });
    // In the written order too: a saved YAML file differs only where it was changed.
    expect(Object.keys(result.raw as object)).toEqual(Object.keys(raw));
  });

  it("turns numbers typed into numbers, and keeps letters as typed for the schema to refuse", () => {
    const { raw } = edited(tester, { text: "Aa", size: 12 }, (values) => {
      values.size = " 48.5 ";
      values.leading = "1.2e0";
    });
    expect(raw).toEqual({ text: "Aa", size: 48.5, leading: 1.2 });
    expect(edited(tester, { text: "Aa", size: 12 }, (v) => (v.size = "12px")).raw).toEqual({
      text: "Aa",
      size: "12px",
    });
  });

  it("leaves out an optional value left empty, and keeps a required one empty", () => {
    const { raw } = edited(tester, { text: "Aa", note: "n", size: 1, leading: 2 }, (values) => {
      values.text = "";
      values.note = "";
      values.leading = "";
      values.size = "";
    });
    expect(raw).toEqual({ text: "" });
  });

  it("writes a default only where the item wrote it or it was changed", () => {
    const written = { text: "Aa", size: 1, rtl: false, features: [] };
    expect(rawFromValues(tester, valuesFromRaw(tester, written)).raw).toEqual(written);
    const unwritten = { text: "Aa", size: 1 };
    expect(rawFromValues(tester, valuesFromRaw(tester, unwritten)).raw).toEqual(unwritten);
    expect(edited(tester, unwritten, (values) => (values.rtl = true)).raw).toEqual({
      ...unwritten,
      rtl: true,
    });
    expect(edited(tester, unwritten, (values) => (values.layout = "two")).raw).toEqual({
      ...unwritten,
      layout: "two",
    });
  });

  it("unwraps entries of a list of plain values, and keeps keys the schema does not know", () => {
    const raw = { text: "Aa", size: 1, features: ["ss01"], legacy: { keep: true } };
    const { raw: changed } = edited(tester, raw, (values) => {
      expect(values.features).toEqual([{ value: "ss01" }]);
      values.features.push({ value: "liga" });
    });
    expect(changed).toEqual({ ...raw, features: ["ss01", "liga"] });
  });

  it("parses a JSON field, and says where JSON does not parse", () => {
    const raw = { text: "Aa", size: 1, settings: { wght: 700 } };
    expect(valuesFromRaw(tester, raw).settings).toBe('{\n  "wght": 700\n}');
    const broken = edited(tester, raw, (values) => (values.settings = "{ wght: 700 }"));
    expect(broken.raw).toEqual({ text: "Aa", size: 1 });
    expect(broken.problems).toEqual([
      { path: ["settings"], message: expect.stringMatching(/^must be JSON: /) },
    ]);
  });

  it("keeps a content block's tag with its fields", () => {
    const { raw } = edited(page, servicesPage, (values) => {
      values.content[1].heading = "Bespoke fonts";
    });
    expect((raw as typeof servicesPage).content[1]).toEqual({
      type: "section",
      heading: "Bespoke fonts",
      collectionUrl: "/custom-fonts",
    });
  });

  it("keeps a block of a type the schema does not know as written, for the build to refuse", () => {
    const raw = { ...servicesPage, content: [{ type: "imgae", caption: "Specimen" }] };
    expect(rawFromValues(page, valuesFromRaw(page, raw)).raw).toEqual(raw);
  });

  it("leaves out an optional group removed, and writes one added", () => {
    const { raw } = edited(fontSource, geist, (values) => {
      values.seo = null;
      values.specimen = valuesFromRaw(fontSource, geist).topImage;
    });
    const { seo: _removed, ...rest } = geist;
    expect(raw).toEqual({ ...rest, specimen: geist.topImage });
  });
});
