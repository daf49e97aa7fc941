import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { skippedOffScreen } from "./skipped-off-screen";

/** A section of a font page: a rule above, its label, then what it shows. */
export const section = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  scrollMarginTop: vars.space[16],
});

/**
 * Label beside the content from the desktop step, above it below: on the twelve columns the
 * content blocks use (label in the first four, content in the rest), so a collaboration's
 * blocks line up with the font's sections.
 */
/** A split section the browser may skip while off screen, counted 40rem tall until shown. */
export const skipped = style(skippedOffScreen("40rem"));

export const split = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  rowGap: vars.space[4],
  paddingBlock: `${vars.space[6]} ${vars.space[12]}`,
  "@media": {
    [media.tablet]: { paddingBottom: vars.space[16] },
    [media.desktop]: {
      gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
      columnGap: vars.space[6],
    },
  },
});

/** Label in a row of its own; the content (testers, glyphs) runs the full width below. */
export const stacked = style({
  paddingTop: vars.space[6],
});

export const head = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  "@media": {
    [media.desktop]: { gridColumn: "1 / span 4" },
  },
});

export const stackedHead = style({
  flexDirection: "row",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space[4],
  paddingBottom: vars.space[4],
});

export const title = style({
  margin: 0,
  fontSize: vars.size.small,
  fontWeight: vars.weight.medium,
  lineHeight: vars.leading.snug,
});

export const aside = style({
  margin: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  color: vars.colour.textSecondary,
  fontVariantNumeric: "tabular-nums",
});

export const body = style({
  minWidth: 0,
  "@media": {
    [media.desktop]: { gridColumn: "5 / span 8" },
  },
});
