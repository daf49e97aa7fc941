import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompareColumnView, type CompareFont } from "./CompareColumn";

const font: CompareFont = {
  slug: "geist",
  name: "Geist",
  href: "/fonts/geist",
  styles: [
    { name: "Regular", fontFamily: "Geist Regular", updatedAt: "2026-01-15T09:00:00Z" },
    {
      name: "VF",
      fontFamily: "Geist VF",
      updatedAt: "2026-01-15T09:00:00Z",
      axes: [{ axisTag: "wght", name: "Weight", minValue: 100, defaultValue: 400, maxValue: 900 }],
    },
  ],
};

beforeEach(() => {
  // jsdom lays nothing out and has no ResizeObserver: the column fits at the chosen size.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A site's link element, as Next's Link is. */
function SiteLink(props: { href: string; className?: string; children?: ReactNode }) {
  return <a data-site-link="" {...props} />;
}

function column(props: Partial<Parameters<typeof CompareColumnView>[0]> = {}) {
  const onChange = vi.fn();
  const onRemove = vi.fn();
  render(
    <ul>
      <CompareColumnView
        font={font}
        column={{ style: "VF" }}
        text="Sphinx of black quartz"
        size={64}
        onChange={onChange}
        onRemove={onRemove}
        {...props}
      />
    </ul>,
  );
  return { onChange, onRemove };
}

describe("CompareColumnView", () => {
  it("names the font with a link to its page and sets the shared text at the shared size", async () => {
    column();
    await act(async () => {});
    const item = screen.getByRole("listitem", { name: "Geist" });
    expect(screen.getByRole("link", { name: "Geist" }).getAttribute("href")).toBe("/fonts/geist");
    const sample = item.querySelector("p");
    expect(sample?.textContent).toBe("Sphinx of black quartz");
    expect(sample?.style.fontSize).toBe("64px");
    expect(sample?.style.fontVariationSettings).toBe('"wght" 400');
  });

  it("links through the site's own link element", () => {
    column({ linkAs: SiteLink });
    expect(screen.getByRole("link", { name: "Geist" }).hasAttribute("data-site-link")).toBe(true);
  });

  it("asks to be removed", async () => {
    const user = userEvent.setup();
    const { onRemove } = column();
    await user.click(screen.getByRole("button", { name: "Remove Geist" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it("changes its own style, its axes back at their defaults", async () => {
    const user = userEvent.setup();
    const { onChange } = column({ column: { style: "VF", axes: { wght: 700 } } });
    await user.click(screen.getByRole("combobox", { name: "Style of Geist" }));
    await user.click(screen.getByRole("option", { name: "Regular" }));
    expect(onChange).toHaveBeenLastCalledWith({ style: "Regular", axes: undefined });
  });

  it("moves an axis of its own, keeping the others", () => {
    const { onChange } = column({ column: { style: "VF", axes: { wght: 700 } } });
    const weight = screen.getByRole("slider", { name: "Weight of Geist" });
    expect(weight).toHaveProperty("value", "700");
    fireEvent.change(weight, { target: { value: "250" } });
    expect(onChange).toHaveBeenLastCalledWith({ axes: { wght: 250 } });
  });
});
