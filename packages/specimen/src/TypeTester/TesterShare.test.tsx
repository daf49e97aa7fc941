import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { props } from "../__fixtures__/tester";
import { TypeTester } from "./TypeTester";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TypeTester's share row", () => {
  it("shares the size a phone shows, where the reader has not chosen one", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width: 480px"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const writeText = vi.fn(async (_text: string) => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<TypeTester {...props} stateKey="s1" />);
    await user.click(screen.getByRole("button", { name: "Share or export this setting" }));
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    const link = new URL(writeText.mock.calls[0]?.[0] ?? "");
    expect(link.searchParams.get("s1.size")).toBe("48");
  });

  it("copies a link to its setting and the setting's CSS", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<TypeTester {...props} stateKey="s1" />);
    expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Share or export this setting" }));
    fireEvent.change(screen.getByRole("slider", { name: "Size" }), { target: { value: "64" } });
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    const link = new URL(writeText.mock.calls[0]?.[0] ?? "");
    expect(link.hash).toBe("#tester-s1");
    expect(link.searchParams.get("s1.size")).toBe("64");
    expect(link.searchParams.get("s1.style")).toBe("Regular");
    expect(link.searchParams.get("s1.track")).toBe("-30");
    expect(link.searchParams.get("s1.feat")).toBe("kern");
    await user.click(screen.getByRole("button", { name: "Copy CSS" }));
    expect(await screen.findByText("CSS copied")).toBeTruthy();
    expect(writeText.mock.calls[1]?.[0]).toBe(
      [
        'font-family: "Geist Regular";',
        "font-size: 64px;",
        "line-height: 1;",
        "letter-spacing: -0.03em;",
        "font-feature-settings: normal;",
        "font-variation-settings: normal;",
      ].join("\n"),
    );
  });
});
