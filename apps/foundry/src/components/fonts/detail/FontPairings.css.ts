import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { createVar, style } from "@vanilla-extract/css";

/** A text's settings from content (spec 3 pairing): size, leading, tracking, and on phones. */
export const size = createVar();
export const sizeMobile = createVar();
export const leading = createVar();
export const leadingMobile = createVar();
export const tracking = createVar();
export const trackingMobile = createVar();

export const list = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[12],
});

export const pairing = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
});

export const credit = style({
  margin: 0,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const setting = style({
  display: "block",
  margin: 0,
  fontSize: size,
  lineHeight: leading,
  letterSpacing: tracking,
  overflowWrap: "break-word",
  "@media": {
    [media.mobile]: {
      fontSize: sizeMobile,
      lineHeight: leadingMobile,
      letterSpacing: trackingMobile,
    },
  },
});

export const body = style({
  maxWidth: "40em",
});
