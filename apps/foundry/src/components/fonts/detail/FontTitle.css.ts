import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";
import { tracking, trackingMobile } from "../FontList.css";

export const band = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  rowGap: vars.space[6],
  paddingBlock: `${vars.space[8]} ${vars.space[6]}`,
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 1fr) auto",
      alignItems: "end",
      columnGap: vars.space[12],
      paddingTop: vars.space[12],
    },
  },
});

export const eyebrow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space[3],
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.size.small,
  color: vars.colour.textSecondary,
});

export const eyebrowLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&:hover": {
      color: vars.colour.text,
      textDecoration: "underline",
      textUnderlineOffset: "0.2em",
    },
  },
});

export const newMark = style({
  paddingInline: vars.space[1],
  border: `${vars.rule.width} solid currentColor`,
  fontSize: vars.size.caption,
  lineHeight: vars.leading.snug,
  color: vars.colour.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.size.display,
  fontWeight: "normal",
  lineHeight: 1.02,
  letterSpacing: tracking,
  "@media": {
    [media.mobile]: { letterSpacing: trackingMobile },
  },
});

export const aside = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  "@media": {
    [media.desktop]: { alignItems: "flex-end", paddingBottom: vars.space[2] },
  },
});

/** The buttons' row: what 'Compare''s replace choice hangs from. */
export const actions = style({
  position: "relative",
});

/**
 * 'Your comparison is full' under the buttons, over what follows rather than pushing it down:
 * from the row's right edge where the buttons sit right, from its left on narrower screens.
 */
export const compareChoice = style({
  position: "absolute",
  top: `calc(100% + ${vars.space[2]})`,
  left: 0,
  zIndex: vars.zIndex.dropdown,
  width: `min(24rem, calc(100vw - 2 * ${vars.space[4]}))`,
  "@media": {
    [media.desktop]: { left: "auto", right: 0 },
  },
});

/**
 * The facts in a row that wraps; on a phone in two fixed rows (the designer, the longest, on
 * its own), so the row cannot wrap one way in the fallback face and another once Inter arrives.
 */
export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space[6],
  rowGap: vars.space[2],
  margin: 0,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  "@media": {
    // 'auto' at least, not max-content: a designer credit longer than the screen (the wide fact
    // spans both columns) would otherwise widen them past it, and the page with them.
    [media.mobile]: {
      display: "grid",
      gridTemplateColumns: "repeat(2, minmax(auto, max-content))",
    },
  },
});

export const wideFact = style({
  "@media": {
    [media.mobile]: { gridColumn: "1 / -1" },
  },
});

export const fact = style({
  display: "flex",
  flexDirection: "column",
});

export const factLabel = style({
  color: vars.colour.textSecondary,
});

export const factValue = style({
  margin: 0,
  fontVariantNumeric: "tabular-nums",
});

/** The page's section links: one quiet line, scrolling sideways on a phone. */
export const nav = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  overflowX: "auto",
  // The links scroll rather than wrap: a scrollbar would only add noise under them.
  scrollbarWidth: "none",
});

export const navList = style({
  display: "flex",
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.size.small,
  whiteSpace: "nowrap",
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.control.medium,
  color: vars.colour.textSecondary,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.colour.text },
  },
});
