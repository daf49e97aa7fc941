import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { zIndex } from "../theme/tokens";

const HEIGHT = "3rem";

/** Keeps the page's end clear of the bar, which is fixed over it. */
export const spacer = style({ height: HEIGHT });

/** Fixed along the bottom, under the consent banner (which staff may still need to answer). */
export const bar = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: Number(zIndex.consent) - 1,
  minHeight: HEIGHT,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space[6],
  rowGap: vars.space[1],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  background: vars.colour.text,
  color: vars.colour.background,
  fontFamily: vars.font.body,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
});

export const message = style({ margin: 0 });

export const links = style({ display: "flex", gap: vars.space[4] });

export const link = style({
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  ":focus-visible": { outline: `2px solid ${vars.colour.background}`, outlineOffset: "2px" },
});
