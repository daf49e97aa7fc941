import { describe, expect, it } from "vitest";
import { anchorOf } from "./anchor";

describe("anchorOf", () => {
  it("lowers, drops accents and punctuation, and joins words with hyphens", () => {
    expect(anchorOf("Which licence do I need?")).toBe("which-licence-do-i-need");
    expect(anchorOf("Startup, Small, Medium and Large")).toBe("startup-small-medium-and-large");
    expect(anchorOf("Café Öffnung — Ærø")).toBe("cafe-offnung-r");
  });
});
