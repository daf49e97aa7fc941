import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** Images of mixed shapes in columns, each at its own height. */
export const grid = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  columnCount: 2,
  columnGap: vars.space[2],
  "@media": {
    [media.tablet]: { columnGap: vars.space[4] },
    [media.desktop]: { columnCount: 3 },
  },
});

export const item = style({
  breakInside: "avoid",
  marginBottom: vars.space[2],
  "@media": { [media.tablet]: { marginBottom: vars.space[4] } },
});
