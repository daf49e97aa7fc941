import { describe, expect, it } from "vitest";
import { labelOf } from "./labels";

describe("labelOf", () => {
  it.each([
    ["designer", "Designer"],
    ["pricePerStyleGbp", "Price per style GBP"],
    ["seo", "SEO"],
    ["initialSizeMobile", "Initial size mobile"],
    ["opentypeFeatures", "OpenType features"],
    ["providerUid", "Provider UID"],
    ["linkUrl", "Link URL"],
    ["rtl", "RTL"],
    ["featuredFontInUse", "Featured font in use"],
    ["splitText", "Split text"],
    ["sans-serif", "Sans serif"],
  ])("reads %s as %s", (key, label) => {
    expect(labelOf(key)).toBe(label);
  });
});
