import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fileStem, ShareRow } from "./ShareRow";

describe("ShareRow", () => {
  it("names its buttons after what they act on and confirms each copy", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    // After userEvent's setup, which puts its own clipboard in place.
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const frame = document.createElement("div");
    render(
      <ShareRow
        subject="this pairing"
        current={() => ({
          href: "/fonts/inter?p1h.size=80#tester-p1",
          css: 'font-family: "Inter Regular";',
          png: { frame, parts: [] },
          name: "Inter with Geist",
        })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Copy link to this pairing" }));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/fonts/inter?p1h.size=80#tester-p1`,
    );
    await user.click(screen.getByRole("button", { name: "Copy CSS of this pairing" }));
    expect(await screen.findByText("CSS copied")).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('font-family: "Inter Regular";');
    expect(screen.getByRole("button", { name: "Export PNG of this pairing" })).toBeTruthy();
  });

  it("says so when the clipboard refuses", async () => {
    const writeText = vi.fn(async () => {
      throw new Error("NotAllowedError");
    });
    // After userEvent's setup, which puts its own clipboard in place.
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const frame = document.createElement("div");
    render(
      <ShareRow current={() => ({ href: "/", css: "", png: { frame, parts: [] }, name: "x" })} />,
    );
    await user.click(screen.getByRole("button", { name: "Copy CSS" }));
    expect(
      await screen.findByText("Could not reach the clipboard. Please try again."),
    ).toBeTruthy();
  });

  it("names the picture's file after the fonts, without accents or spaces", () => {
    expect(fileStem("Source Serif 4 with Source Sans 3")).toBe("source-serif-4-with-source-sans-3");
    expect(fileStem("Åbo Grotesk Demi Italic")).toBe("abo-grotesk-demi-italic");
    expect(fileStem("!!!")).toBe("type-tester");
  });
});
