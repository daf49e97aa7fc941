import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** The section's head sits in the page's gutters; the specimen rows below run edge to edge. */
export const header = style({
  paddingTop: vars.space[8],
  "@media": {
    [media.tablet]: { paddingTop: vars.space[12] },
  },
});

export const count = style({
  fontVariantNumeric: "tabular-nums",
});
