import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/**
 * The site's side margins, shared by the header, the footer and every page, so their edges
 * line up: tighter on phones, wider from the tablet step (spec 9 steps).
 */
export const gutter = style({
  paddingLeft: vars.space[4],
  paddingRight: vars.space[4],
  "@media": {
    [media.tablet]: { paddingLeft: vars.space[6], paddingRight: vars.space[6] },
  },
});

/** A page's main region: the gutters, and room above the footer. */
export const page = style([
  gutter,
  {
    display: "block",
    paddingTop: vars.space[8],
    paddingBottom: vars.space[16],
    "@media": {
      [media.tablet]: { paddingTop: vars.space[12], paddingBottom: vars.space[24] },
    },
  },
]);

/** For reading pages (policies, information): a measure that keeps lines readable. */
export const narrow = style({ maxWidth: "46rem" });

/** A page's heading: large, set in the UI face, a hair tight. */
export const pageTitle = style({
  margin: 0,
  marginBottom: vars.space[8],
  fontSize: vars.size.title,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.015em",
  "@media": {
    [media.tablet]: { marginBottom: vars.space[12] },
  },
});

/** A quiet line above or under a title: 'Retail', a date, a count. */
export const eyebrow = style({
  margin: 0,
  marginBottom: vars.space[2],
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});
