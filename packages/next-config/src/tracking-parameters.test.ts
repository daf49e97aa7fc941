// Guards the parameters the sites treat as where a click came from (issue 44, ADR 0039): they
// are taken out of a query, and nothing else is, in the order the rest came.
import { describe, expect, it } from "vitest";
import { isTrackingParameter, withoutTracking } from "./tracking-parameters.mjs";

describe("tracking parameters", () => {
  it("are a campaign's utm_ names and the click ids platforms add", () => {
    for (const name of ["utm_source", "utm_medium", "utm_content", "fbclid", "gclid", "msclkid"]) {
      expect(isTrackingParameter(name)).toBe(true);
    }
    for (const name of ["utm", "page", "s1.text", "fonts", "glyphs", "FBCLID_", "ref"]) {
      expect(isTrackingParameter(name)).toBe(false);
    }
  });

  it("leave a query with the rest in its order, or nothing", () => {
    expect(withoutTracking("?page=2&utm_source=news&fonts=inter&fbclid=x&fonts=geist")).toBe(
      "?page=2&fonts=inter&fonts=geist",
    );
    expect(withoutTracking("?utm_source=news&gclid=abc")).toBe("");
    expect(withoutTracking("?s1.size=96")).toBe("?s1.size=96");
    expect(withoutTracking("")).toBe("");
  });
});
