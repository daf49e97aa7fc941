import { settingVars } from "@meridian/ui/type-settings.css";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { props } from "../__fixtures__/tester";
import { TypeTester } from "./TypeTester";

function sample() {
  return screen.getByRole("textbox", { name: /sample text/ });
}

/** The sample's value of one of its settings (settingVars.size …), as the stylesheet will read it. */
function setting(variable: string): string {
  return sample().style.getPropertyValue(variable.replace(/^var\((--[^)]+)\)$/, "$1"));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TypeTester", () => {
  it("sets editable sample text at the starting size, leading and tracking", async () => {
    render(<TypeTester {...props} />);
    await act(async () => {});
    expect(screen.getByRole("region", { name: "Geist type tester" })).toBeTruthy();
    expect(sample().textContent).toBe("Ship it on a Friday");
    expect(sample().getAttribute("contenteditable")).toBe("true");
    expect(setting(settingVars.size)).toBe("120px");
    expect(setting(settingVars.leading)).toBe("1");
    // Tracking in thousandths of an em: -30 is -0.03 em, -3.6 px at 120 px.
    expect(setting(settingVars.tracking)).toBe("-0.03em");
    expect(sample().style.fontFamily).toContain('"Geist Regular"');
  });

  it("gives phones their own size from the first paint, tracking scaling with it", async () => {
    render(<TypeTester {...props} />);
    await act(async () => {});
    expect(setting(settingVars.sizeMobile)).toBe("48px");
    expect(setting(settingVars.leadingMobile)).toBe("1");
    expect(setting(settingVars.trackingMobile)).toBe("-0.03em");
  });

  it("changes size, leading and tracking from their sliders", async () => {
    render(<TypeTester {...props} />);
    fireEvent.change(screen.getByRole("slider", { name: "Size" }), { target: { value: "64" } });
    // The reader's own size holds on a phone too.
    expect(setting(settingVars.size)).toBe("64px");
    expect(setting(settingVars.sizeMobile)).toBe("64px");
    expect(setting(settingVars.tracking)).toBe("-0.03em");
    fireEvent.change(screen.getByRole("slider", { name: "Leading" }), {
      target: { value: "1.5" },
    });
    expect(setting(settingVars.leading)).toBe("1.5");
    expect(setting(settingVars.leadingMobile)).toBe("1.5");
    fireEvent.change(screen.getByRole("slider", { name: "Tracking" }), {
      target: { value: "50" },
    });
    expect(setting(settingVars.tracking)).toBe("0.05em");
    expect(setting(settingVars.trackingMobile)).toBe("0.05em");
  });

  it("switches style from the weight-preview dropdown", async () => {
    const user = userEvent.setup();
    render(<TypeTester {...props} />);
    await user.click(screen.getByRole("combobox", { name: "Style" }));
    const option = screen.getByRole("option", { name: "ExtraBold" });
    expect(option.style.fontFamily).toContain('"Geist ExtraBold"');
    await user.click(option);
    await act(async () => {});
    expect(sample().style.fontFamily).toContain('"Geist ExtraBold"');
    expect(screen.getByRole("textbox", { name: "Geist ExtraBold sample text" })).toBeTruthy();
  });

  it("shows a slider for each axis of a variable style", async () => {
    const user = userEvent.setup();
    render(<TypeTester {...props} />);
    expect(screen.queryByRole("slider", { name: "Weight" })).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Style" }));
    await user.click(screen.getByRole("option", { name: "VF" }));
    await act(async () => {});
    expect(sample().style.fontVariationSettings).toBe('"wght" 400');
    fireEvent.change(screen.getByRole("slider", { name: "Weight" }), {
      target: { value: "720" },
    });
    expect(sample().style.fontVariationSettings).toBe('"wght" 720');
  });

  it("toggles OpenType features, leaving out the ones text needs", async () => {
    const user = userEvent.setup();
    render(<TypeTester {...props} />);
    expect(sample().style.fontFeatureSettings).toBe("normal");
    await user.click(screen.getByRole("button", { name: "OpenType features" }));
    expect(screen.queryByRole("checkbox", { name: /ccmp/ })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "ss01 Stylistic Set 1" }));
    expect(sample().style.fontFeatureSettings).toBe('"ss01" 1');
    await user.click(screen.getByRole("checkbox", { name: "kern Kerning" }));
    expect(sample().style.fontFeatureSettings).toBe('"kern" 0, "ss01" 1');
    expect(screen.getByRole("button", { name: "OpenType features (2)" })).toBeTruthy();
  });

  it("aligns and turns the text right to left", async () => {
    const user = userEvent.setup();
    render(<TypeTester {...props} />);
    expect(sample().style.textAlign).toBe("left");
    await user.click(screen.getByRole("radio", { name: "Align centre" }));
    expect(sample().style.textAlign).toBe("center");
    await user.click(screen.getByRole("radio", { name: "Align right" }));
    expect(sample().style.textAlign).toBe("right");
    expect(sample().getAttribute("dir")).toBe("ltr");
    await user.click(screen.getByRole("checkbox", { name: "RTL (right to left)" }));
    expect(sample().getAttribute("dir")).toBe("rtl");
  });

  it("opens a right-to-left sample aligned to the right, where its lines start", () => {
    render(<TypeTester {...props} rtl />);
    expect(sample().getAttribute("dir")).toBe("rtl");
    expect(sample().style.textAlign).toBe("right");
    expect(screen.getByRole("radio", { name: "Align right" })).toHaveProperty("checked", true);
  });

  it("shows the mobile size on its slider at and below 480 px", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width: 480px"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<TypeTester {...props} />);
    expect(screen.getByRole("slider", { name: "Size" })).toHaveProperty("value", "48");
  });

  it("plays autoplay axes and pauses them on request", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const user = userEvent.setup();
    render(<TypeTester {...props} style="VF" autoplayAxes={["wght"]} />);
    expect(frames.length).toBeGreaterThan(0);
    act(() => frames.at(-1)?.(1000));
    act(() => frames.at(-1)?.(2500));
    // A quarter of the way round from 400 on a six-second sine.
    const weight = Number(
      (screen.getByRole("slider", { name: "Weight" }) as HTMLInputElement).value,
    );
    expect(weight).toBeGreaterThan(400);
    await user.click(screen.getByRole("button", { name: "Pause axis animation" }));
    expect(screen.getByRole("button", { name: "Play axis animation" })).toBeTruthy();
    expect(sample().style.fontVariationSettings).toBe(`"wght" ${Math.round(weight * 10) / 10}`);
  });

  it("opens on a shared setting, which holds on a phone and keeps its axes still", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    render(
      <TypeTester
        {...props}
        autoplayAxes={["wght"]}
        stateKey="s2"
        shared={{
          text: "Shared <b>text</b>",
          style: "VF",
          size: 64,
          tracking: 20,
          align: "right",
          features: { ss01: true, kern: false },
          axes: { wght: 650 },
        }}
      />,
    );
    await act(async () => {});
    expect(screen.getByRole("region", { name: "Geist type tester" }).id).toBe("tester-s2");
    expect(sample().textContent).toBe("Shared <b>text</b>");
    expect(setting(settingVars.size)).toBe("64px");
    expect(setting(settingVars.sizeMobile)).toBe("64px");
    expect(setting(settingVars.leading)).toBe("1");
    expect(setting(settingVars.trackingMobile)).toBe("0.02em");
    expect(sample().style.textAlign).toBe("right");
    expect(sample().style.fontFeatureSettings).toBe('"kern" 0, "ss01" 1');
    expect(sample().style.fontVariationSettings).toBe('"wght" 650');
    expect(frames).toEqual([]);
  });
});
