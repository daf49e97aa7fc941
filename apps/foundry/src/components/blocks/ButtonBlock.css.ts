import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** The mobile text override replaces the button's text up to the mobile width (spec 9: 480 px). */
export const desktopText = style({
  "@media": { [media.mobile]: { display: "none" } },
});

export const mobileText = style({
  display: "none",
  "@media": { [media.mobile]: { display: "inline" } },
});

export const arrow = style({ marginInlineStart: "auto" });
