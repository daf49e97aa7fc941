import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

/**
 * The index lays its pages out as an information page lays out its sections: bands under a
 * rule, the name in the label column and the items beside it. One layout, so they stay alike.
 */
export { section as page, sectionsSpace as pagesSpace } from "./InfoPageView.css";

export const pageHeading = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[3],
  "@media": { [media.desktop]: { gridColumn: "1 / span 4" } },
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.size.xlarge,
  fontWeight: vars.weight.regular,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.01em",
});

export const pageLink = style({
  textDecoration: "none",
  selectors: {
    "&:hover": {
      textDecorationLine: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.15em",
    },
  },
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[8],
  maxWidth: "44rem",
  "@media": { [media.desktop]: { gridColumn: "5 / span 7" } },
});

export const groupHeading = style({
  margin: 0,
  fontSize: vars.size.small,
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const entry = style({
  borderBottom: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
});

export const entryLink = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space[4],
  paddingBlock: vars.space[3],
  fontSize: vars.size.large,
  lineHeight: vars.leading.snug,
  textDecoration: "none",
  selectors: {
    "&:hover": {
      textDecorationLine: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});

export const more = style({
  fontSize: vars.size.small,
  textDecorationLine: "underline",
  textDecorationThickness: vars.rule.width,
  textUnderlineOffset: "0.2em",
});
