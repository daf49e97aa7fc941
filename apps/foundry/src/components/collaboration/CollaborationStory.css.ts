import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const lead = style({
  maxWidth: "44rem",
  fontSize: vars.size.xlarge,
  lineHeight: vars.leading.snug,
  letterSpacing: "-0.01em",
  "@media": {
    [media.mobile]: { fontSize: vars.size.large },
  },
});

export const featured = style({
  marginTop: vars.space[8],
});

export const designer = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[6],
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 12rem) minmax(0, 1fr)",
      columnGap: vars.space[8],
    },
  },
});

export const portrait = style({
  width: "100%",
  maxWidth: "12rem",
});

export const designerName = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.size.xlarge,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
});

export const reading = style({
  maxWidth: "40rem",
});

export const interview = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const question = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
});

export const blocks = style({
  paddingBlock: vars.space[12],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
});
