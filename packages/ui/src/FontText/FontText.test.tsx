import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetCatalogueFonts } from "../lib/catalogue-font";
import { FontText } from "./FontText";

/** A FontFace whose load the test settles by hand. */
class StubFontFace {
  static made: StubFontFace[] = [];
  resolve!: () => void;
  reject!: (error: Error) => void;
  readonly loaded: Promise<StubFontFace>;
  constructor(
    readonly family: string,
    readonly source: string,
  ) {
    this.loaded = new Promise((resolve, reject) => {
      this.resolve = () => resolve(this);
      this.reject = reject;
    });
    StubFontFace.made.push(this);
  }
  load() {
    return this.loaded;
  }
}

const geistBlack = {
  host: "http://localhost:4000",
  familySlug: "geist",
  fontName: "Geist",
  styleName: "Black",
  fontFamily: "Geist Black",
  updatedAt: "2026-01-15T09:00:00Z",
};

const fontsAdd = vi.fn();

beforeEach(() => {
  StubFontFace.made = [];
  resetCatalogueFonts();
  vi.stubGlobal("FontFace", StubFontFace);
  Object.defineProperty(document, "fonts", { value: { add: fontsAdd }, configurable: true });
  fontsAdd.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The FontText element: while loading, the text sits in an inner span of unseen glyphs. */
function text() {
  return screen.getByText("Geist").closest<HTMLElement>("[data-font-status]")!;
}

describe("FontText", () => {
  it("shows a skeleton until its file has loaded, then the text in its font", async () => {
    render(<FontText {...geistBlack}>Geist</FontText>);
    expect(text().getAttribute("aria-busy")).toBe("true");
    expect(text().style.fontFamily).toContain('"Geist Black"');
    await act(async () => {});
    const [face] = StubFontFace.made;
    expect(face?.family).toBe("Geist Black");
    expect(face?.source).toBe(
      'url("http://localhost:4000/fonts/geist/Geist-Black.woff2?v=1768467600000")',
    );
    await act(async () => face?.resolve());
    expect(text().getAttribute("aria-busy")).toBeNull();
    expect(text().dataset.fontStatus).toBe("loaded");
    expect(fontsAdd).toHaveBeenCalledWith(face);
  });

  it("waits until the text nears the viewport before loading", async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(
          callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
          init: IntersectionObserverInit,
        ) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<FontText {...geistBlack}>Geist</FontText>);
    await act(async () => {});
    expect(StubFontFace.made).toHaveLength(0);
    expect(options[0]?.rootMargin).toBe("200px");
    await act(async () => report([{ isIntersecting: true }]));
    expect(StubFontFace.made).toHaveLength(1);
    expect(text().getAttribute("aria-busy")).toBe("true");
  });

  it("ends the skeleton quietly when the file fails to load", async () => {
    const errors = vi.spyOn(console, "error");
    render(<FontText {...geistBlack}>Geist</FontText>);
    await act(async () => {});
    await act(async () => StubFontFace.made[0]?.reject(new Error("NetworkError")));
    expect(text().getAttribute("aria-busy")).toBeNull();
    expect(text().dataset.fontStatus).toBe("failed");
    expect(fontsAdd).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("loads a style once however many texts use it", async () => {
    render(
      <>
        <FontText {...geistBlack}>Geist</FontText>
        <FontText {...geistBlack}>Again</FontText>
      </>,
    );
    await act(async () => {});
    expect(StubFontFace.made).toHaveLength(1);
    await act(async () => StubFontFace.made[0]?.resolve());
    expect(screen.getByText("Again").dataset.fontStatus).toBe("loaded");
  });

  it("keeps the glyphs in the page, unseen, while the file loads", async () => {
    render(<FontText {...geistBlack}>Geist</FontText>);
    const glyphs = screen.getByText("Geist");
    expect(glyphs).not.toBe(text());
    expect(text().contains(glyphs)).toBe(true);
    await act(async () => {});
    await act(async () => StubFontFace.made[0]?.resolve());
    expect(screen.getByText("Geist")).toBe(text());
  });

  it("keeps an editable child, and what was typed into it, when the file arrives", async () => {
    render(
      <FontText {...geistBlack} editable>
        <span contentEditable suppressContentEditableWarning>
          Geist
        </span>
      </FontText>,
    );
    const box = screen.getByText("Geist");
    const element = text();
    expect(box.parentElement).toBe(element);
    box.textContent = "Typed while loading";
    await act(async () => {});
    await act(async () => StubFontFace.made[0]?.resolve());
    expect(element.dataset.fontStatus).toBe("loaded");
    expect(screen.getByText("Typed while loading")).toBe(box);
  });
});
