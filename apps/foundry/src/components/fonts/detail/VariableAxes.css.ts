import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[8],
  paddingBottom: vars.space[8],
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      columnGap: vars.space[12],
    },
  },
});

export const instancesTitle = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

export const instances = style({
  margin: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
});
