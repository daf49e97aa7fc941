import { describe, expect, it } from "vitest";
import {
  type CartLicenceType,
  type ItemNameParts,
  itemDisplayName,
  LICENCE_LABELS,
  LICENCE_SIZES,
  LICENCE_TYPES,
  licenceDetailLine,
  licenceLine,
  licenceSizeLabel,
  licenceTypeFromIndex,
  licenceTypeIndex,
  lineKind,
  parseItemType,
} from "./licences";

describe("licence types (spec 3, 9)", () => {
  it("are sent to the server as indexes basic 0, web 1, app 2, social 3, logo 4", () => {
    expect(LICENCE_TYPES).toEqual(["basic", "web", "app", "social", "logo"]);
  });

  it.each([
    [0, "basic"],
    [1, "web"],
    [2, "app"],
    [3, "social"],
    [4, "logo"],
    [5, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
  ])("licenceTypeFromIndex(%d) is %s", (index, type) => {
    expect(licenceTypeFromIndex(index)).toBe(type);
  });

  it.each([
    ["basic", 0],
    ["web", 1],
    ["app", 2],
    ["social", 3],
    ["logo", 4],
    ["not_applicable", null],
    ["Basic", null],
  ])("licenceTypeIndex(%s) is %s", (type, index) => {
    expect(licenceTypeIndex(type)).toBe(index);
  });

  it("are labelled Basic, Web, App, Social, Logo and Not Applicable", () => {
    expect(LICENCE_LABELS).toEqual({
      basic: "Basic",
      web: "Web",
      app: "App",
      social: "Social",
      logo: "Logo",
      not_applicable: "Not Applicable",
    });
  });
});

describe("licence sizes (spec 9, DESIGN 4.1)", () => {
  it("are Startup, Small, Medium and Large for up to 5, 25, 100 and 500 people", () => {
    expect(LICENCE_SIZES.map(({ label, maxPeople }) => [label, maxPeople])).toEqual([
      ["Startup", 5],
      ["Small", 25],
      ["Medium", 100],
      ["Large", 500],
    ]);
    expect(LICENCE_SIZES[0].description).toBe("up to 5 people");
  });

  it.each([
    [0, "Startup"],
    [3, "Large"],
    [4, null],
    [null, null],
    [0.5, null],
  ])("licenceSizeLabel(%s) is %s", (index, label) => {
    expect(licenceSizeLabel(index)).toBe(label);
  });
});

describe("licenceLine: '{type label}, {size label}' for font lines", () => {
  it.each<[CartLicenceType, number | null, string | null]>([
    ["basic", 0, "Basic, Startup"],
    ["web", 1, "Web, Small"],
    ["app", 2, "App, Medium"],
    ["logo", 3, "Logo, Large"],
    ["not_applicable", null, null],
    ["social", null, null],
  ])("%s, size %s → %s", (type, size, line) => {
    expect(licenceLine(type, size)).toBe(line);
  });
});

describe("licenceDetailLine (spec 9)", () => {
  it.each<[CartLicenceType, string | null, string | null]>([
    ["basic", "Acme", "Brand name: Acme"],
    ["logo", "Acme", "Brand name: Acme"],
    ["web", "acme.example", "Domain name: acme.example"],
    ["app", "Acme Notes", "App name: Acme Notes"],
    ["social", "@acme", "Social brand: @acme"],
    ["not_applicable", "Acme", null],
    ["basic", "  ", null],
    ["web", null, null],
  ])("%s with %s → %s", (type, value, line) => {
    expect(licenceDetailLine(type, value)).toBe(line);
  });
});

describe("itemDisplayName (spec 9)", () => {
  it.each<[ItemNameParts, string]>([
    [{ itemType: "goods", productName: "Poster", variantName: "A2" }, "Poster (A2)"],
    [{ itemType: "goods", productName: "Tote bag" }, "Tote bag"],
    [{ itemType: "family", productName: "Inter" }, "Inter Family"],
    [{ itemType: "style", productName: "Inter", styleName: "Bold Italic" }, "Inter Bold Italic"],
  ])("%o → '%s'", (parts, name) => {
    expect(itemDisplayName(parts)).toBe(name);
  });
});

describe("lineKind: an upgrade line counts as its target", () => {
  it.each([
    [{ itemType: "upgrade", styleId: "geist-regular" }, "style"],
    [{ itemType: "upgrade", styleId: null }, "family"],
    [{ itemType: "family", styleId: null }, "family"],
    [{ itemType: "goods" }, "goods"],
    [{ itemType: "gift" }, null],
  ])("%o is a %s line", (line, kind) => {
    expect(lineKind(line)).toBe(kind);
  });
});

describe("parseItemType: AddItemToCart sends 'Goods' capitalised", () => {
  it.each([
    ["Goods", "goods"],
    ["goods", "goods"],
    ["family", "family"],
    ["style", "style"],
    ["Family", null],
    ["", null],
  ])("%s → %s", (input, itemType) => {
    expect(parseItemType(input)).toBe(itemType);
  });
});
