import { settingVars } from "@meridian/ui/type-settings.css";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type PairingSide, PairingTester } from "./PairingTester";

function side(fontName: string, size: number, text: string): PairingSide {
  return {
    familySlug: fontName.toLowerCase().replace(/\s+/g, "-"),
    fontName,
    styleName: "Regular",
    fontFamily: `${fontName} Regular`,
    updatedAt: "2026-01-15T09:00:00Z",
    settings: { size, leading: 1.2, tracking: 0, mobileSize: size / 2 },
    text,
  };
}

const headline = side("Source Serif 4", 72, "Fournier’s types");
const body = side("Geist", 18, "Read at every size.");

/** A side's text box, and the element its settings are set on. */
function text(name: RegExp) {
  const box = screen.getByRole("textbox", { name });
  return { box, set: box.closest("p") as HTMLElement };
}

const size = (element: HTMLElement, variable: string) =>
  element.style.getPropertyValue(variable.replace(/^var\((--[^)]+)\)$/, "$1"));

describe("PairingTester", () => {
  it("sets each side editable at content's size, a phone's own below the mobile width", async () => {
    render(<PairingTester stateKey="p1" headline={headline} body={body} rtl={false} />);
    await act(async () => {});
    const { box, set } = text(/^Headline in Source Serif 4 Regular/);
    expect(box.textContent).toBe("Fournier’s types");
    expect(box.getAttribute("contenteditable")).toBe("true");
    expect(size(set, settingVars.size)).toBe("72px");
    expect(size(set, settingVars.sizeMobile)).toBe("36px");
    expect(document.getElementById("tester-p1")).toBeTruthy();
  });

  it("takes the reader's size for a side, on a phone too, leaving the other", () => {
    render(<PairingTester stateKey="p1" headline={headline} body={body} rtl={false} />);
    fireEvent.change(screen.getByRole("slider", { name: "Headline size" }), {
      target: { value: "96" },
    });
    const headlineSet = text(/^Headline in/).set;
    expect(size(headlineSet, settingVars.size)).toBe("96px");
    expect(size(headlineSet, settingVars.sizeMobile)).toBe("96px");
    expect(size(text(/^Body in/).set, settingVars.size)).toBe("18px");
  });

  it("hands on both texts and sizes by link", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<PairingTester stateKey="p1" headline={headline} body={body} rtl={false} />);
    fireEvent.change(screen.getByRole("slider", { name: "Body size" }), {
      target: { value: "21" },
    });
    await user.click(screen.getByRole("button", { name: "Share or export this pairing" }));
    await user.click(await screen.findByRole("button", { name: "Copy link to this pairing" }));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    const link = new URL(writeText.mock.calls[0]?.[0] ?? "");
    expect(link.hash).toBe("#tester-p1");
    expect(link.searchParams.get("p1h.text")).toBe("Fournier’s types");
    expect(link.searchParams.get("p1h.size")).toBe("72");
    expect(link.searchParams.get("p1b.size")).toBe("21");
  });
});
