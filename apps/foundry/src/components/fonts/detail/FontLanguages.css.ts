import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  columnCount: 2,
  columnGap: vars.space[6],
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
  "@media": {
    [media.tablet]: { columnCount: 3 },
    [media.wide]: { columnCount: 4 },
  },
});

export const item = style({
  breakInside: "avoid",
});
