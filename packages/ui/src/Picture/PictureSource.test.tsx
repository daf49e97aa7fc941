import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PictureSource } from "./PictureSource";

describe("PictureSource", () => {
  it("offers the renditions for its media, sized as the widest", () => {
    const { container } = render(
      <picture>
        <PictureSource
          media="(max-width: 767px)"
          sources={{
            src: "/images/a.jpg?w=1200",
            srcSet: "/images/a.jpg?w=640 640w, /images/a.jpg?w=1280 1280w",
            sizes: "100vw",
            width: 1280,
            height: 960,
          }}
        />
      </picture>,
    );
    const source = container.querySelector("source");
    expect(source?.getAttribute("media")).toBe("(max-width: 767px)");
    expect(source?.getAttribute("srcset")).toBe(
      "/images/a.jpg?w=640 640w, /images/a.jpg?w=1280 1280w",
    );
    expect(source?.getAttribute("sizes")).toBe("100vw");
    expect(source?.getAttribute("width")).toBe("1280");
    expect(source?.getAttribute("height")).toBe("960");
  });
});
