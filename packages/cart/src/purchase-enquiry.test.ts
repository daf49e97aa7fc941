import { describe, expect, it } from "vitest";
import { purchaseEnquiryMailto } from "./purchase-enquiry";

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
