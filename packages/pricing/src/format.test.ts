import { describe, expect, it } from "vitest";
import {
  formatPrice,
  normaliseStyleName,
  purchaseEnquiryMailto,
  searchStyleLabel,
  showUndiscounted,
  styleCountLabel,
  trackingPx,
} from "./format";

describe("formatPrice (spec 9: British locale, 2 decimals unless whole numbers)", () => {
  it.each([
    [123_400, "GBP", {}, "£1,234.00"],
    [4500, "EUR", {}, "€45.00"],
    [6000, "USD", {}, "$60.00"], // '$', not en-GB's 'US$'
    [4000, "GBP", { wholeNumbers: true, from: true }, "From £40"],
    [4000, "GBP", { from: true }, "From £40.00"],
    [4050, "GBP", {}, "£40.50"],
    [123_456_700, "EUR", { wholeNumbers: true }, "€1,234,567"],
    [0, "GBP", {}, "£0.00"],
    [-500, "GBP", {}, "-£5.00"], // 'Total Discount' shows negative
  ] as const)("%i %s %o → '%s'", (minor, currency, options, text) => {
    expect(formatPrice(minor, currency, options)).toBe(text);
  });

  it.each([null, undefined, Number.NaN])("%s → 'Price not set'", (minor) => {
    expect(formatPrice(minor, "GBP")).toBe("Price not set");
    expect(formatPrice(minor, "GBP", { from: true })).toBe("Price not set");
  });
});

describe("showUndiscounted: struck through when it is higher and 'From' is not used", () => {
  it.each([
    [4500, 5000, false, true],
    [4500, 4500, false, false],
    // The specimen book: £28 in content, £30 online; a lower "was" price is a mark-up.
    [3000, 2800, false, false],
    [500, 300, false, false],
    [4500, 4501, false, true],
    [4500, 5000, true, false],
    [null, 5000, false, false],
    [4500, null, false, false],
    [4500, undefined, false, false],
  ])("price %s, undiscounted %s, from %s → %s", (price, undiscounted, from, shows) => {
    expect(showUndiscounted(price, undiscounted, { from })).toBe(shows);
  });
});

describe("normaliseStyleName: the first space of the compound weights goes", () => {
  it.each([
    ["Extra Bold Italic", "ExtraBold Italic"],
    ["Extra Bold", "ExtraBold"],
    ["Semi Bold", "SemiBold"],
    ["Semi Bold Condensed Italic", "SemiBold Condensed Italic"],
    ["Ultra Thin", "UltraThin"],
    ["Extra Thin Italic", "ExtraThin Italic"],
    ["Ultra Light", "UltraLight"],
    ["Extra Light Italic", "ExtraLight Italic"],
    ["Super Bold", "SuperBold"],
    ["Bold Italic", "Bold Italic"],
    ["Regular", "Regular"],
    ["ExtraBold", "ExtraBold"],
    ["Condensed Extra Bold", "Condensed Extra Bold"], // only names that begin with one
    ["Semi Boldface", "Semi Boldface"], // a prefix is a whole word
  ])("'%s' → '%s'", (name, normalised) => {
    expect(normaliseStyleName(name)).toBe(normalised);
  });
});

describe("style counts", () => {
  it.each([
    [1, "1 style"],
    [2, "2 styles"],
    [18, "18 styles"],
  ])("styleCountLabel(%i) is '%s'", (count, label) => {
    expect(styleCountLabel(count)).toBe(label);
  });

  it.each([
    [1, ""],
    [2, ""], // n = 1
    [3, "(2 styles)"],
    [19, "(18 styles)"],
  ])("searchStyleLabel(%i) is '%s' (n = count − 1, shown when n > 1)", (count, label) => {
    expect(searchStyleLabel(count)).toBe(label);
  });
});

describe("trackingPx = size × tracking / 1000", () => {
  it.each([
    [100, 20, 2],
    [48, -10, -0.48],
    [16, 0, 0],
  ])("size %d, tracking %d → %dpx", (size, tracking, px) => {
    expect(trackingPx(size, tracking)).toBeCloseTo(px, 10);
  });
});

/** The address and query of a mailto link, decoded (the package has no DOM or Node types). */
function parseMailto(href: string) {
  const [address = "", query = ""] = href.replace(/^mailto:/, "").split("?");
  const params = new Map(
    query.split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return { scheme: href.slice(0, 7), address, params };
}

describe("purchaseEnquiryMailto (spec 7.4)", () => {
  const href = purchaseEnquiryMailto({
    email: "hello@meridian.example",
    currencySymbol: "€",
    items: [
      { name: "Inter Family", licence: "Web, Startup", price: 1_045_000 },
      { name: "Poster (A2)", licence: null, price: 3000 },
    ],
  });
  const url = parseMailto(href);

  it("writes to the foundry with the subject 'Purchase enquiry'", () => {
    expect(url.scheme).toBe("mailto:");
    expect(url.address).toBe("hello@meridian.example");
    expect(url.params.get("subject")).toBe("Purchase enquiry");
  });

  it("lists each item with its licence and price between the spec's opening and closing lines", () => {
    expect(url.params.get("body")).toBe(
      [
        "I'm interested in purchasing the following items:",
        "",
        "Inter Family - Web, Startup - €10,450.00",
        "Poster (A2) - €30.00",
        "",
        "<Please provide any other relevant details here>",
      ].join("\r\n"),
    );
  });

  it("percent-encodes the body: spaces as %20, never '+', and no raw '<', '&' or line breaks", () => {
    const query = href.slice(href.indexOf("?") + 1);
    expect(query).not.toMatch(/[ <>+\r\n]/);
    expect(query).toContain("%20");
    expect(query.split("&")).toHaveLength(2);
  });

  it("encodes an item name that holds '&'", () => {
    const withAmpersand = purchaseEnquiryMailto({
      email: "hello@meridian.example",
      currencySymbol: "£",
      items: [{ name: "Black & White Print", price: 1000 }],
    });
    expect(parseMailto(withAmpersand).params.get("body")).toContain("Black & White Print - £10.00");
  });
});
