import { fontSource, imageSource, studioWork } from "@meridian/content/schema";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaAt } from "./schema-at";

describe("schemaAt", () => {
  it("finds an image source at any depth, through lists and optional groups", () => {
    expect(schemaAt(fontSource, "topImage")).toBe(imageSource);
    expect(schemaAt(studioWork, "images.3")).toBe(imageSource);
    expect(schemaAt(fontSource, "seo.image")).toBe(imageSource);
    const list = z.object({ items: z.array(studioWork) });
    expect(schemaAt(list, "items.0.indexImage")).toBe(imageSource);
  });

  it("is null where the name leaves the schema, and the schema itself for no name", () => {
    expect(schemaAt(fontSource, "topImage.nothing.here")).toBeNull();
    expect(schemaAt(fontSource, "name")).not.toBe(imageSource);
    expect(schemaAt(imageSource, "")).toBe(imageSource);
  });
});
