import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { createVar, fallbackVar, globalStyle, style } from "@vanilla-extract/css";
import { fontColour } from "./font-colours.css";

/** The font's initialTracking and initialTrackingMobile in em (tracking / 1000, spec 9). */
export const tracking = createVar();
export const trackingMobile = createVar();

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBottom: `${vars.rule.width} solid ${vars.colour.rule}`,
});

export const item = style({
  borderTop: `${vars.rule.width} solid ${vars.colour.rule}`,
  selectors: {
    // The rule under a hovered row takes the font's border colour too.
    "&:has(> a:hover), &:has(> a:focus-visible)": {
      borderTopColor: fallbackVar(fontColour.border, vars.colour.rule),
    },
  },
});

/**
 * Rows below the first screen skip layout until they near the viewport, and with it the fetch
 * of their subset: the browser loads a face only when laid-out text uses it.
 */
export const deferred = style({
  contentVisibility: "auto",
  containIntrinsicSize: "auto 11rem",
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  columnGap: vars.space[8],
  rowGap: vars.space[2],
  paddingBlock: vars.space[4],
  color: vars.colour.text,
  textDecoration: "none",
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}, color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    "&:hover, &:focus-visible": {
      background: fallbackVar(fontColour.background, vars.colour.surface),
      color: fallbackVar(fontColour.foreground, vars.colour.text),
    },
    // Inside the row, so the ring is not cut by the rules above and below.
    "&:focus-visible": { outlineOffset: "-3px" },
  },
  "@media": {
    [media.mobile]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      paddingBlock: vars.space[3],
    },
  },
});

export const name = style({
  display: "block",
  fontSize: vars.size.display,
  lineHeight: 1.08,
  letterSpacing: tracking,
  // Names longer than the line break between words, never mid-word.
  overflowWrap: "normal",
  transition: `color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    [`${row}:hover &, ${row}:focus-visible &`]: {
      color: fallbackVar(fontColour.hover, "inherit"),
    },
  },
  "@media": {
    [media.mobile]: { letterSpacing: trackingMobile },
  },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "flex-end",
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  maxWidth: "22rem",
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  color: vars.colour.textSecondary,
  textAlign: "right",
  selectors: {
    [`${row}:hover &, ${row}:focus-visible &`]: { color: "inherit" },
  },
  "@media": {
    [media.mobile]: { justifyContent: "flex-start", textAlign: "left", maxWidth: "none" },
  },
});

export const count = style({
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  color: vars.colour.text,
  selectors: {
    [`${row}:hover &, ${row}:focus-visible &`]: { color: "inherit" },
  },
});

/** 'New': a small ruled label, square like everything else. */
export const newMark = style({
  paddingInline: vars.space[1],
  border: `${vars.rule.width} solid currentColor`,
  fontSize: vars.size.caption,
  lineHeight: vars.leading.snug,
  color: vars.colour.text,
  selectors: {
    [`${row}:hover &, ${row}:focus-visible &`]: { color: "inherit" },
  },
});

globalStyle(`${meta} > *`, { flexShrink: 0 });

/**
 * The designer credit may be long (a family drawn by several hands): it alone wraps, so a narrow
 * screen never scrolls sideways.
 */
export const designer = style({
  selectors: {
    [`${meta} > &`]: { flexShrink: 1, minWidth: 0 },
  },
});

/**
 * A row with a 'Compare' link beside it: the row's link and 'Compare' share the grid's first
 * cell, 'Compare' at its right edge over the room the row leaves it, so the two never overlap;
 * the replace choice, when shown, takes a line of its own under them, in the row's flow (the
 * deferred rows' containment would cut off anything hung outside it).
 */
export const withCompare = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
});

globalStyle(`${withCompare} > ${row}`, {
  gridArea: "1 / 1",
  paddingRight: `calc(${vars.space[4]} + 6rem)`,
  "@media": {
    [media.tablet]: { paddingRight: `calc(${vars.space[6]} + 6rem)` },
  },
});

/** 'Compare': a small ruled button at the row's right edge, outside the row's own link. */
export const compare = style({
  gridArea: "1 / 1",
  alignSelf: "center",
  justifySelf: "end",
  marginRight: vars.space[4],
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: `${vars.rule.width} solid ${vars.colour.ruleSubtle}`,
  fontSize: vars.size.small,
  lineHeight: vars.leading.snug,
  color: vars.colour.text,
  background: vars.colour.background,
  textDecoration: "none",
  selectors: {
    "&:hover, &:focus-visible": { borderColor: vars.colour.text },
  },
  "@media": {
    [media.tablet]: { marginRight: vars.space[6] },
  },
});

/** The replace choice under the row, lined up with 'Compare' at the right. */
export const compareChoice = style({
  gridArea: "2 / 1",
  justifySelf: "end",
  width: `min(24rem, calc(100% - 2 * ${vars.space[4]}))`,
  marginRight: vars.space[4],
  marginBottom: vars.space[4],
  "@media": {
    [media.tablet]: { marginRight: vars.space[6] },
  },
});
