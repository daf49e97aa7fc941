import { imageUrl } from "@meridian/codecs/image-url";
import type { SiteSetup } from "@/lib/site/get-site-setup";

export type SiteLogo = SiteSetup["logos"][number];

/** Spec 2.5: one of the site-setup logos at random, chosen afresh for each request. */
export function randomLogo(logos: readonly SiteLogo[], random: () => number = Math.random) {
  if (logos.length === 0) return null;
  return logos[Math.floor(random() * logos.length)] ?? null;
}

/** Spec 9: the footer's logo is 120 px high. */
export const FOOTER_LOGO_HEIGHT = 120;

/** The logo's size at that height and its 1× and 2× sources, scaled to height by the API. */
export function footerLogoImage(logo: SiteLogo) {
  const width = Math.round((FOOTER_LOGO_HEIGHT * logo.width) / logo.height);
  const source = (scale: number) =>
    imageUrl(`/images/${logo.id}.webp`, { height: FOOTER_LOGO_HEIGHT * scale });
  return {
    src: source(1),
    srcSet: `${source(1)} 1x, ${source(2)} 2x`,
    width,
    height: FOOTER_LOGO_HEIGHT,
    alt: logo.alt,
  };
}
