import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const split = style({
  display: "grid",
  gap: vars.space[8],
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space[6] },
    [media.desktop]: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
  },
});

/** Each half sits on the reading column's grid lines from the desktop step. */
export const left = style({
  "@media": { [media.desktop]: { gridColumn: "5 / span 4" } },
});

export const right = style({
  "@media": { [media.desktop]: { gridColumn: "9 / span 4" } },
});
