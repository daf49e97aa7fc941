import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { gutter } from "../../layout/layout.css";
import { HEADER_HEIGHT } from "../header-controls/header-controls.css";

/**
 * One line, sticky at the top (DESIGN 6): brand left, search centred, Account / Log In, Cart
 * and Menu right. Positioned, so the search results can hang from its lower edge.
 */
export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.colour.background,
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const bar = style([
  gutter,
  {
    display: "grid",
    // The outer columns share the rest equally, so the search sits in the true centre.
    gridTemplateColumns: "1fr auto 1fr",
    alignItems: "center",
    gap: vars.space[4],
    height: HEADER_HEIGHT,
    fontSize: vars.size.small,
    "@media": {
      [media.belowTablet]: { gridTemplateColumns: "auto 1fr auto", gap: vars.space[2] },
    },
  },
]);

export const brand = style({
  justifySelf: "start",
  fontSize: vars.size.body,
  fontWeight: vars.weight.medium,
  letterSpacing: "-0.01em",
  textDecoration: "none",
  whiteSpace: "nowrap",
});

export const actions = style({
  justifySelf: "end",
  display: "flex",
  alignItems: "center",
  gap: vars.space[5],
  "@media": {
    [media.mobile]: { gap: vars.space[3] },
  },
});
