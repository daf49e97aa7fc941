// Guards the footer's logo image (spec 9: 120 px high): its sources are scaled to a height the
// API makes (120 and 240, @meridian/codecs/image-url), and its size keeps the logo's proportions.
import { imageSizeError } from "@meridian/codecs/image-url";
import { describe, expect, it } from "vitest";
import { footerLogoImage, randomLogo, type SiteLogo } from "./random-logo";

const logo: SiteLogo = {
  id: "0a1b2c3d4e5f6071",
  url: "http://localhost:4000/images/0a1b2c3d4e5f6071.webp",
  width: 2000,
  height: 480,
  alt: "Meridian",
  blurDataUrl: "",
  backgroundColour: "#ffffff",
  focalPoint: { x: 0.5, y: 0.5 },
};

describe("footerLogoImage", () => {
  it("asks for the logo 120 and 240 px high, at the logo's own proportions", () => {
    const image = footerLogoImage(logo);
    expect(image).toMatchObject({ width: 500, height: 120, alt: "Meridian" });
    expect(image.src).toBe("/images/0a1b2c3d4e5f6071.webp?h=120");
    expect(image.srcSet).toBe(
      "/images/0a1b2c3d4e5f6071.webp?h=120 1x, /images/0a1b2c3d4e5f6071.webp?h=240 2x",
    );
    for (const source of image.srcSet.split(", ")) {
      const params = new URL(source.split(" ")[0]!, "http://site.test").searchParams;
      expect(imageSizeError(undefined, Number(params.get("h")))).toBeNull();
    }
  });
});

describe("randomLogo", () => {
  it("picks one of the logos, or none when there are none", () => {
    const logos = [logo, { ...logo, id: "ffff" }];
    expect(randomLogo(logos, () => 0.99)).toBe(logos[1]);
    expect(randomLogo([], () => 0.5)).toBeNull();
  });
});
