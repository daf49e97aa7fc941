import { describe, expect, it } from "vitest";
import { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS } from "./texts";

describe("consent dialog texts (spec 2.6)", () => {
  it.each([
    ["title", "Cookies Policy"],
    ["learnMore", "Learn more"],
    ["learnMoreHref", "/cookie-policy"],
    ["acceptAll", "Accept All Cookies"],
    ["manageSettings", "Manage Settings"],
    ["acceptSelection", "Accept Cookie Selection"],
    ["alwaysActive", "Always Active"],
  ] as const)("%s reads %j", (key, text) => {
    expect(CONSENT_TEXTS[key]).toBe(text);
  });

  it("has two explanatory paragraphs", () => {
    expect(CONSENT_TEXTS.paragraphs).toHaveLength(2);
  });

  it("lists the three sections in order, only Required always active, each described", () => {
    expect(
      CONSENT_CATEGORY_TEXTS.map(({ category, title, alwaysActive }) => [
        category,
        title,
        alwaysActive,
      ]),
    ).toEqual([
      ["required", "Required Cookies", true],
      ["functional", "Functional Cookies", false],
      ["analytics", "Analytics Cookies", false],
    ]);
    for (const { description } of CONSENT_CATEGORY_TEXTS)
      expect(description.length).toBeGreaterThan(40);
  });

  it("describes what the site stores", () => {
    const [required, functional, analytics] = CONSENT_CATEGORY_TEXTS;
    expect(required?.description).toMatch(/cart/);
    expect(required?.description).toMatch(/sign-in tokens/);
    expect(functional?.description).toMatch(/error/);
    expect(analytics?.description).toMatch(/privacy-friendly/);
  });
});
