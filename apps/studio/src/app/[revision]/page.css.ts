import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { gutter, headerHeight } from "../../components/shell/frame.css";

/**
 * The index's own top line, in place of the header it does not show (spec 2.14): the name and
 * the theme toggle, with the sections between them from the tablet width, under them on phones.
 */
export const topline = style({
  display: "grid",
  gridTemplateAreas: '"brand toggle" "nav nav"',
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  columnGap: vars.space[8],
  rowGap: vars.space[3],
  minHeight: headerHeight,
  paddingInline: gutter,
  paddingBlock: vars.space[3],
  "@media": {
    [media.tablet]: {
      gridTemplateAreas: '"brand nav toggle"',
      gridTemplateColumns: "minmax(0, 1fr) auto auto",
    },
  },
});

export const nav = style({ gridArea: "nav" });

export const toggle = style({ gridArea: "toggle", display: "flex" });

export const brand = style({
  gridArea: "brand",
  margin: 0,
  fontSize: vars.size.body,
  fontWeight: vars.weight.medium,
  lineHeight: vars.leading.snug,
});

export const intro = style({
  display: "grid",
  gap: vars.space[12],
  paddingInline: gutter,
  paddingBlock: `${vars.space[16]} ${vars.space[16]}`,
  "@media": {
    [media.tablet]: { paddingBlock: `${vars.space[24]} ${vars.space[24]}` },
  },
});

export const statement = style({
  maxWidth: "22em",
  fontSize: vars.size.title,
  lineHeight: vars.leading.tight,
  letterSpacing: "-0.02em",
});

export const sectionHead = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space[4],
  marginBottom: vars.space[6],
  paddingTop: vars.space[3],
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  fontSize: vars.size.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: "inherit",
  fontWeight: vars.weight.regular,
  color: vars.colour.textSecondary,
});
