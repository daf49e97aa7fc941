import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

const list = style({ margin: 0, padding: 0, listStyle: "none" });

export const mainList = style([list, { marginTop: `calc(-1 * ${vars.space[3]})` }]);

export const mainItem = style({
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
});

/** A row: the section's name large on the left, its sub-label quiet on the right. */
export const mainLink = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[4],
  paddingTop: vars.space[3],
  paddingBottom: vars.space[3],
  textDecoration: "none",
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
});

export const mainLabel = style({
  fontSize: vars.size.xlarge,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.01em",
  selectors: {
    [`${mainLink}:hover &`]: {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.15em",
    },
  },
  "@media": {
    [media.tablet]: { fontSize: vars.size.title },
  },
});

export const subLabel = style({
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
  whiteSpace: "nowrap",
});

export const secondaryList = style([
  list,
  {
    display: "grid",
    gap: vars.space[2],
    "@media": {
      // Two columns that read down, then across, in the spec's order.
      [media.tablet]: {
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        gridTemplateRows: "repeat(3, auto)",
        gridAutoFlow: "column",
        columnGap: vars.space[6],
      },
    },
  },
]);

export const secondaryLink = style({
  fontSize: vars.size.body,
  textDecoration: "none",
  selectors: {
    "&:hover": {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

export const contact = style({ margin: 0 });
