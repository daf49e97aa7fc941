import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const head = style({
  display: "grid",
  gap: vars.space[8],
  paddingBlock: `${vars.space[12]} ${vars.space[12]}`,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      columnGap: vars.space[8],
      paddingBlock: `${vars.space[16]} ${vars.space[16]}`,
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.size.title,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.02em",
});

export const about = style({ display: "grid", gap: vars.space[8], alignContent: "start" });

/** Large beside the title; body size on phones, so the pictures are not pushed far down. */
export const info = style({
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
  "@media": { [media.mobile]: { fontSize: vars.size.body, lineHeight: vars.leading.body } },
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: vars.space[6],
  rowGap: vars.space[1],
  margin: 0,
  paddingTop: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
});

export const term = style({ color: vars.colour.textSecondary });

export const detail = style({ margin: 0, fontVariantNumeric: "tabular-nums" });
