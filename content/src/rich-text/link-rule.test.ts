import { describe, expect, it } from "vitest";
import { isAllowedLink } from "./link-rule";

describe("isAllowedLink: only http(s), mailto and site paths become links", () => {
  it.each([
    ["https://ico.org.uk", true],
    ["http://www.meridian.example/path?q=1#part", true],
    ["HTTPS://ICO.ORG.UK", true],
    ["mailto:privacy@meridian.example", true],
    ["/information/licences", true],
    ["/services#logos", true],
    ["/", true],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    ["java%09script:alert(1)", false],
    ["data:text/html,x", false],
    ["vbscript:msgbox", false],
    ["tel:+441234567890", false],
    ["ftp://files.meridian.example", false],
    ["#logos", false],
    ["information/licences", false],
    ["https://", false],
    ["mailto:", false],
    ["", false],
  ])("%s → %s", (url, allowed) => {
    expect(isAllowedLink(url)).toBe(allowed);
  });
});
