import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  columnGap: vars.space[6],
  rowGap: vars.space[16],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", rowGap: vars.space[24] },
    [media.wide]: { columnGap: vars.space[8] },
  },
});

/** The studio index opens with its first work across both columns. */
export const featured = style({
  "@media": { [media.tablet]: { gridColumn: "1 / -1" } },
});
