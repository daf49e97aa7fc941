import { describe, expect, it } from "vitest";
import { isDarkBackground } from "./section-tone";

describe("isDarkBackground", () => {
  it.each([
    ["#f4efe6", false],
    ["#e5f6ff", false],
    ["#ffffff", false],
    ["#1f3f5b", true],
    ["#000", true],
    ["#777777", false],
    ["#666666", true],
    ["not a colour", false],
  ])("%s → %s", (hex, dark) => {
    expect(isDarkBackground(hex)).toBe(dark);
  });
});
