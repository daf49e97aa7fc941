import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/** The gap between sections (a Stack's space): 3 rem, 4 rem from the tablet step. */
export const sectionsSpace = { base: 12, tablet: 16 } as const;

/** A section: its heading in the label column, its items in the reading column, a rule above. */
export const section = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  rowGap: vars.space[6],
  paddingTop: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
      columnGap: vars.space[6],
    },
  },
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.size.large,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.snug,
  "@media": { [media.desktop]: { gridColumn: "1 / span 4" } },
});

export const items = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
  maxWidth: "44rem",
  "@media": { [media.desktop]: { gridColumn: "5 / span 7" } },
});

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  // Linked from the /information index: stop clear of a sticky header.
  scrollMarginTop: vars.space[16],
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.size.body,
  fontWeight: vars.weight.medium,
  lineHeight: vars.leading.snug,
});
