import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Glyph, GlyphGrid, unicodeLabel } from "./GlyphGrid";

const glyphs: Glyph[] = [
  { name: "a", unicodes: [97], character: "a", category: "lowercase" },
  { name: "A", unicodes: [65], character: "A", category: "uppercase" },
  { name: "B", unicodes: [66], character: "B", category: "uppercase" },
  { name: "A.ss01", unicodes: [], character: null, category: "uppercase" },
  { name: "space", unicodes: [32], character: " ", category: "other" },
  { name: "acutecomb", unicodes: [0x301], character: "\u0301", category: "marks" },
  { name: "one", unicodes: [49], character: "1", category: "figures" },
];

const font = {
  host: "",
  familySlug: "geist",
  fontName: "Geist",
  styleName: "Regular",
  fontFamily: "Geist Regular",
  updatedAt: "2026-01-15T09:00:00Z",
};

describe("GlyphGrid", () => {
  it("writes code points as U+ and at least four hex digits", () => {
    expect(unicodeLabel(65)).toBe("U+0041");
    expect(unicodeLabel(0x1f600)).toBe("U+1F600");
  });

  it("groups encoded glyphs by category, in the usual order", async () => {
    render(<GlyphGrid {...font} glyphs={glyphs} />);
    await act(async () => {});
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Uppercase 2", "Lowercase 1", "Figures 1", "Marks 1", "Other 1"]);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Glyphs 6");
    expect(screen.getByRole("button", { name: "A, U+0041" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "space, U+0020" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "acutecomb, U+0301" })).toBeTruthy();
  });

  it("copies the character on click and says so", async () => {
    const user = userEvent.setup();
    render(<GlyphGrid {...font} glyphs={glyphs} />);
    await user.click(screen.getByRole("button", { name: "B, U+0042" }));
    expect(await navigator.clipboard.readText()).toBe("B");
    expect(screen.getByRole("status").textContent).toBe("Copied B (U+0042)");
    await user.click(screen.getByRole("button", { name: "acutecomb, U+0301" }));
    expect(await navigator.clipboard.readText()).toBe("\u0301");
  });

  it("is one tab stop, with arrow keys between cells", async () => {
    const user = userEvent.setup();
    render(<GlyphGrid {...font} glyphs={glyphs} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "A, U+0041" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "B, U+0042" }));
    await user.keyboard("{End}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("space, U+0020");
    await user.keyboard("{Home}{Enter}");
    expect(await navigator.clipboard.readText()).toBe("A");
    const grid = screen.getAllByRole("list")[0]!;
    expect(
      within(grid)
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
  });
});
