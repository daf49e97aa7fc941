import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { createVar, style } from "@vanilla-extract/css";

/**
 * The page's side margin, which full-bleed blocks and coloured sections reach past to the
 * viewport's edges. It restates the gutter of components/layout (PageContainer): 16 px on
 * phones, 24 px from the tablet step.
 */
export const gutter = createVar();

/** The outermost list of blocks: knows the page's gutter. */
export const root = style({
  vars: { [gutter]: vars.space[4] },
  "@media": { [media.tablet]: { vars: { [gutter]: vars.space[6] } } },
});

/**
 * The twelve-column grid text blocks sit on from the desktop step: a label column on the left
 * (headings) and the reading column to its right, as in a printed specimen.
 */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  rowGap: vars.space[4],
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
      columnGap: vars.space[6],
    },
  },
});

/** The label column: the first four of twelve. */
export const labelColumn = style({
  "@media": { [media.desktop]: { gridColumn: "1 / span 4" } },
});

/** The reading column: from the fifth column, at most about 70 characters wide. */
export const readingColumn = style({
  maxWidth: "44rem",
  "@media": { [media.desktop]: { gridColumn: "5 / span 7" } },
});

/** A narrower reading column, for short notes and credits. */
export const narrowColumn = style({
  maxWidth: "34rem",
  "@media": { [media.desktop]: { gridColumn: "5 / span 5" } },
});

/** The reading column set against the left edge instead of beside the label column. */
export const leftColumn = style({
  maxWidth: "44rem",
  "@media": { [media.desktop]: { gridColumn: "1 / span 8" } },
});

/** Reaches past the gutters to the viewport's edges. */
export const fullBleed = style({
  selectors: {
    // Doubled so it wins over the `margin: 0` of the figure or list it is combined with.
    "&&": { marginInline: `calc(-1 * ${gutter})` },
  },
});

/** A block heading in the UI face: quiet, above a rule. */
export const blockHeading = style({
  margin: 0,
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
  letterSpacing: "-0.01em",
});

/** Secondary text: captions, attributions, credits. */
export const caption = style({
  margin: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.body,
  color: vars.colour.textSecondary,
});
