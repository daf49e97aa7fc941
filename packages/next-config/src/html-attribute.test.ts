// Guards how the sites' server reads a tag's attributes (script-hashes.mjs,
// scripts-after-paint.mjs): quoted, unquoted and bare values, any case, and no match inside a
// longer name.
import { describe, expect, it } from "vitest";
import { attribute } from "./html-attribute.mjs";

describe("an attribute of a tag", () => {
  const tag = ' src="/_next/static/a.js" async data-integrity="x" type=module noModule=""';

  it("reads quoted, unquoted and bare values, in any case", () => {
    expect(attribute(tag, "src")).toBe("/_next/static/a.js");
    expect(attribute(tag, "type")).toBe("module");
    expect(attribute(tag, "async")).toBe("");
    expect(attribute(tag, "nomodule")).toBe("");
  });

  it("finds nothing the tag lacks, nor a name inside a longer one", () => {
    expect(attribute(tag, "integrity")).toBeUndefined();
    expect(attribute(tag, "defer")).toBeUndefined();
    expect(attribute(' data-src="x"', "src")).toBeUndefined();
  });
});
