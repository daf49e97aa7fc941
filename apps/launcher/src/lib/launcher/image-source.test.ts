import { describe, expect, it } from "vitest";
import { imageSrc, imageSrcSet } from "./image-source";

const poster = { url: "http://localhost:4000/images/8981100614082b3d.webp", width: 1600 };

describe("the launcher's image sources", () => {
  it("serves the API's image from the launcher's origin, never wider than the image", () => {
    expect(imageSrcSet(poster)).toBe(
      "/images/8981100614082b3d.webp?w=480 480w, /images/8981100614082b3d.webp?w=800 800w, /images/8981100614082b3d.webp?w=1200 1200w, /images/8981100614082b3d.webp?w=1600 1600w",
    );
    // A 700 px image is asked for at the next listed width, and described as the 700 it is.
    expect(imageSrcSet({ ...poster, width: 700 })).toBe(
      "/images/8981100614082b3d.webp?w=480 480w, /images/8981100614082b3d.webp?w=800 700w",
    );
    expect(imageSrc({ ...poster, width: 700 })).toBe("/images/8981100614082b3d.webp?w=800");
  });
});
