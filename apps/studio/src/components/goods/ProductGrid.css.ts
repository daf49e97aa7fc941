import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space[4],
  rowGap: vars.space[12],
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" },
    [media.desktop]: {
      gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
      columnGap: vars.space[6],
      rowGap: vars.space[16],
    },
  },
});
